import type { Locale } from '../../core/generated/locales/index.generated.ts'
import { stringsIn } from '../hostedPage.ts'

/**
 * The hosted invoice page's own strings (its Pay button, errors and amounts come from the core's
 * catalog and the payment element), in every base language the SDK shows; a regional locale
 * takes its language's (fallbackChain). `{number}` is the invoice's number.
 */
const en = {
  title: 'Invoice {number}',
  amountDue: 'Amount due',
  paid: 'This invoice has been paid.',
  unavailable: 'This invoice cannot be paid here.',
} as const

export type InvoiceStrings = { readonly [Key in keyof typeof en]: string }

type BaseLocale = Exclude<Locale, `${string}-${string}`> | 'pt-BR' | 'zh-HK' | 'zh-TW'

const translations: Readonly<Record<BaseLocale, InvoiceStrings>> = {
  en,
  ar: { title: 'الفاتورة {number}', amountDue: 'المبلغ المستحق', paid: 'تم دفع هذه الفاتورة.', unavailable: 'لا يمكن دفع هذه الفاتورة هنا.' },
  bg: { title: 'Фактура {number}', amountDue: 'Дължима сума', paid: 'Тази фактура е платена.', unavailable: 'Тази фактура не може да бъде платена тук.' },
  cs: { title: 'Faktura {number}', amountDue: 'Částka k úhradě', paid: 'Tato faktura byla uhrazena.', unavailable: 'Tuto fakturu zde nelze uhradit.' },
  da: { title: 'Faktura {number}', amountDue: 'Beløb til betaling', paid: 'Denne faktura er betalt.', unavailable: 'Denne faktura kan ikke betales her.' },
  de: { title: 'Rechnung {number}', amountDue: 'Fälliger Betrag', paid: 'Diese Rechnung wurde bezahlt.', unavailable: 'Diese Rechnung kann hier nicht bezahlt werden.' },
  el: { title: 'Τιμολόγιο {number}', amountDue: 'Οφειλόμενο ποσό', paid: 'Αυτό το τιμολόγιο έχει εξοφληθεί.', unavailable: 'Αυτό το τιμολόγιο δεν μπορεί να πληρωθεί εδώ.' },
  es: { title: 'Factura {number}', amountDue: 'Importe adeudado', paid: 'Esta factura ya se ha pagado.', unavailable: 'Esta factura no se puede pagar aquí.' },
  et: { title: 'Arve {number}', amountDue: 'Tasumisele kuuluv summa', paid: 'See arve on tasutud.', unavailable: 'Seda arvet ei saa siin tasuda.' },
  fa: { title: 'صورت‌حساب {number}', amountDue: 'مبلغ قابل پرداخت', paid: 'این صورت‌حساب پرداخت شده است.', unavailable: 'این صورت‌حساب را نمی‌توان اینجا پرداخت کرد.' },
  fi: { title: 'Lasku {number}', amountDue: 'Maksettava summa', paid: 'Tämä lasku on maksettu.', unavailable: 'Tätä laskua ei voi maksaa täällä.' },
  fil: { title: 'Invoice {number}', amountDue: 'Halagang babayaran', paid: 'Nabayaran na ang invoice na ito.', unavailable: 'Hindi mababayaran dito ang invoice na ito.' },
  fr: { title: 'Facture {number}', amountDue: 'Montant dû', paid: 'Cette facture a été payée.', unavailable: 'Cette facture ne peut pas être payée ici.' },
  he: { title: 'חשבונית {number}', amountDue: 'סכום לתשלום', paid: 'החשבונית הזו שולמה.', unavailable: 'לא ניתן לשלם את החשבונית הזו כאן.' },
  hi: { title: 'इनवॉइस {number}', amountDue: 'देय राशि', paid: 'इस इनवॉइस का भुगतान हो चुका है।', unavailable: 'इस इनवॉइस का भुगतान यहाँ नहीं किया जा सकता।' },
  hr: { title: 'Račun {number}', amountDue: 'Iznos za plaćanje', paid: 'Ovaj račun je plaćen.', unavailable: 'Ovaj račun nije moguće platiti ovdje.' },
  hu: { title: '{number} számú számla', amountDue: 'Fizetendő összeg', paid: 'Ezt a számlát kifizették.', unavailable: 'Ez a számla itt nem fizethető ki.' },
  id: { title: 'Faktur {number}', amountDue: 'Jumlah terutang', paid: 'Faktur ini sudah dibayar.', unavailable: 'Faktur ini tidak dapat dibayar di sini.' },
  it: { title: 'Fattura {number}', amountDue: 'Importo dovuto', paid: 'Questa fattura è stata pagata.', unavailable: 'Questa fattura non può essere pagata qui.' },
  ja: { title: '請求書 {number}', amountDue: 'お支払い金額', paid: 'この請求書は支払い済みです。', unavailable: 'この請求書はここではお支払いいただけません。' },
  ko: { title: '인보이스 {number}', amountDue: '결제할 금액', paid: '이 인보이스는 결제되었습니다.', unavailable: '이 인보이스는 여기에서 결제할 수 없습니다.' },
  lt: { title: 'Sąskaita faktūra {number}', amountDue: 'Mokėtina suma', paid: 'Ši sąskaita faktūra apmokėta.', unavailable: 'Šios sąskaitos faktūros čia apmokėti negalima.' },
  lv: { title: 'Rēķins {number}', amountDue: 'Maksājamā summa', paid: 'Šis rēķins ir apmaksāts.', unavailable: 'Šo rēķinu šeit nevar apmaksāt.' },
  ms: { title: 'Invois {number}', amountDue: 'Jumlah perlu dibayar', paid: 'Invois ini telah dibayar.', unavailable: 'Invois ini tidak boleh dibayar di sini.' },
  mt: { title: 'Fattura {number}', amountDue: 'Ammont dovut', paid: 'Din il-fattura tħallset.', unavailable: 'Din il-fattura ma tistax titħallas hawn.' },
  nb: { title: 'Faktura {number}', amountDue: 'Beløp å betale', paid: 'Denne fakturaen er betalt.', unavailable: 'Denne fakturaen kan ikke betales her.' },
  nl: { title: 'Factuur {number}', amountDue: 'Verschuldigd bedrag', paid: 'Deze factuur is betaald.', unavailable: 'Deze factuur kan hier niet worden betaald.' },
  pl: { title: 'Faktura {number}', amountDue: 'Kwota do zapłaty', paid: 'Ta faktura została opłacona.', unavailable: 'Tej faktury nie można tutaj opłacić.' },
  pt: { title: 'Fatura {number}', amountDue: 'Montante em dívida', paid: 'Esta fatura foi paga.', unavailable: 'Esta fatura não pode ser paga aqui.' },
  'pt-BR': { title: 'Fatura {number}', amountDue: 'Valor devido', paid: 'Esta fatura foi paga.', unavailable: 'Esta fatura não pode ser paga aqui.' },
  ro: { title: 'Factura {number}', amountDue: 'Suma de plată', paid: 'Această factură a fost plătită.', unavailable: 'Această factură nu poate fi plătită aici.' },
  ru: { title: 'Счёт {number}', amountDue: 'Сумма к оплате', paid: 'Этот счёт оплачен.', unavailable: 'Этот счёт нельзя оплатить здесь.' },
  sk: { title: 'Faktúra {number}', amountDue: 'Suma na úhradu', paid: 'Táto faktúra bola uhradená.', unavailable: 'Túto faktúru tu nie je možné uhradiť.' },
  sl: { title: 'Račun {number}', amountDue: 'Znesek za plačilo', paid: 'Ta račun je plačan.', unavailable: 'Tega računa tukaj ni mogoče plačati.' },
  sv: { title: 'Faktura {number}', amountDue: 'Belopp att betala', paid: 'Den här fakturan är betald.', unavailable: 'Den här fakturan kan inte betalas här.' },
  th: { title: 'ใบแจ้งหนี้ {number}', amountDue: 'ยอดที่ต้องชำระ', paid: 'ใบแจ้งหนี้นี้ชำระเงินแล้ว', unavailable: 'ไม่สามารถชำระใบแจ้งหนี้นี้ที่นี่ได้' },
  tr: { title: 'Fatura {number}', amountDue: 'Ödenecek tutar', paid: 'Bu fatura ödendi.', unavailable: 'Bu fatura burada ödenemez.' },
  uk: { title: 'Рахунок {number}', amountDue: 'Сума до сплати', paid: 'Цей рахунок оплачено.', unavailable: 'Цей рахунок не можна сплатити тут.' },
  vi: { title: 'Hóa đơn {number}', amountDue: 'Số tiền phải trả', paid: 'Hóa đơn này đã được thanh toán.', unavailable: 'Không thể thanh toán hóa đơn này tại đây.' },
  zh: { title: '发票 {number}', amountDue: '应付金额', paid: '此发票已付款。', unavailable: '无法在此支付此发票。' },
  'zh-HK': { title: '發票 {number}', amountDue: '應付金額', paid: '此發票已付款。', unavailable: '無法在此支付此發票。' },
  'zh-TW': { title: '發票 {number}', amountDue: '應付金額', paid: '此發票已付款。', unavailable: '無法在此支付此發票。' },
}

/** The page's strings for a locale (stringsIn: its language's, else the nearest, English last). */
export const invoiceStrings = stringsIn<InvoiceStrings>(translations, en)
