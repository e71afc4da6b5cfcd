import type { Locale } from '../../core/generated/locales/index.generated.ts'
import { stringsIn } from '../hostedPage.ts'

/**
 * The hosted checkout page's own strings (its Pay button, errors and amounts come from the core's
 * catalog and the payment element). Seven short strings in every language the SDK shows: one
 * table, since the page is the provider's and a per-language module would save it nothing worth
 * a request. `{item}` is a line item's name.
 */
const en = {
  summary: 'Order summary',
  quantity: 'Quantity of {item}',
  subtotal: 'Subtotal',
  discount: 'Discount',
  total: 'Total due',
  back: 'Back',
  closed: 'This checkout is no longer open.',
} as const

export type CheckoutStrings = { readonly [Key in keyof typeof en]: string }

const translations: Readonly<Partial<Record<Locale, CheckoutStrings>>> = {
  en,
  ar: { summary: 'ملخص الطلب', quantity: 'كمية {item}', subtotal: 'المجموع الفرعي', discount: 'الخصم', total: 'المبلغ المستحق', back: 'رجوع', closed: 'عملية الدفع هذه لم تعد متاحة.' },
  bg: { summary: 'Обобщение на поръчката', quantity: 'Количество на {item}', subtotal: 'Междинна сума', discount: 'Отстъпка', total: 'Дължима сума', back: 'Назад', closed: 'Това плащане вече не е отворено.' },
  cs: { summary: 'Souhrn objednávky', quantity: 'Množství: {item}', subtotal: 'Mezisoučet', discount: 'Sleva', total: 'Celkem k úhradě', back: 'Zpět', closed: 'Tato platba již není otevřená.' },
  da: { summary: 'Ordreoversigt', quantity: 'Antal af {item}', subtotal: 'Subtotal', discount: 'Rabat', total: 'I alt at betale', back: 'Tilbage', closed: 'Denne betaling er ikke længere åben.' },
  de: { summary: 'Bestellübersicht', quantity: 'Menge von {item}', subtotal: 'Zwischensumme', discount: 'Rabatt', total: 'Fälliger Betrag', back: 'Zurück', closed: 'Dieser Bezahlvorgang ist nicht mehr offen.' },
  el: { summary: 'Σύνοψη παραγγελίας', quantity: 'Ποσότητα: {item}', subtotal: 'Μερικό σύνολο', discount: 'Έκπτωση', total: 'Πληρωτέο ποσό', back: 'Πίσω', closed: 'Αυτή η πληρωμή δεν είναι πλέον ανοιχτή.' },
  es: { summary: 'Resumen del pedido', quantity: 'Cantidad de {item}', subtotal: 'Subtotal', discount: 'Descuento', total: 'Total a pagar', back: 'Atrás', closed: 'Este pago ya no está abierto.' },
  et: { summary: 'Tellimuse kokkuvõte', quantity: 'Kogus: {item}', subtotal: 'Vahesumma', discount: 'Allahindlus', total: 'Tasumisele kuulub', back: 'Tagasi', closed: 'See makse pole enam avatud.' },
  fa: { summary: 'خلاصه سفارش', quantity: 'تعداد {item}', subtotal: 'جمع جزء', discount: 'تخفیف', total: 'مبلغ قابل پرداخت', back: 'بازگشت', closed: 'این پرداخت دیگر باز نیست.' },
  fi: { summary: 'Tilauksen yhteenveto', quantity: 'Määrä: {item}', subtotal: 'Välisumma', discount: 'Alennus', total: 'Maksettava yhteensä', back: 'Takaisin', closed: 'Tämä maksu ei ole enää avoinna.' },
  fil: { summary: 'Buod ng order', quantity: 'Dami ng {item}', subtotal: 'Subtotal', discount: 'Diskwento', total: 'Kabuuang babayaran', back: 'Bumalik', closed: 'Hindi na bukas ang checkout na ito.' },
  fr: { summary: 'Récapitulatif de la commande', quantity: 'Quantité de {item}', subtotal: 'Sous-total', discount: 'Remise', total: 'Total à payer', back: 'Retour', closed: 'Ce paiement n’est plus ouvert.' },
  he: { summary: 'סיכום ההזמנה', quantity: 'כמות של {item}', subtotal: 'סכום ביניים', discount: 'הנחה', total: 'סכום לתשלום', back: 'חזרה', closed: 'התשלום הזה כבר אינו פתוח.' },
  hi: { summary: 'ऑर्डर का सारांश', quantity: '{item} की मात्रा', subtotal: 'उप-योग', discount: 'छूट', total: 'देय कुल राशि', back: 'वापस', closed: 'यह चेकआउट अब खुला नहीं है।' },
  hr: { summary: 'Sažetak narudžbe', quantity: 'Količina: {item}', subtotal: 'Međuzbroj', discount: 'Popust', total: 'Ukupno za platiti', back: 'Natrag', closed: 'Ovo plaćanje više nije otvoreno.' },
  hu: { summary: 'Rendelés összesítése', quantity: 'Mennyiség: {item}', subtotal: 'Részösszeg', discount: 'Kedvezmény', total: 'Fizetendő összeg', back: 'Vissza', closed: 'Ez a fizetés már nincs nyitva.' },
  id: { summary: 'Ringkasan pesanan', quantity: 'Jumlah {item}', subtotal: 'Subtotal', discount: 'Diskon', total: 'Total yang harus dibayar', back: 'Kembali', closed: 'Checkout ini sudah tidak terbuka.' },
  it: { summary: 'Riepilogo dell’ordine', quantity: 'Quantità di {item}', subtotal: 'Subtotale', discount: 'Sconto', total: 'Totale da pagare', back: 'Indietro', closed: 'Questo pagamento non è più aperto.' },
  ja: { summary: 'ご注文の概要', quantity: '{item}の数量', subtotal: '小計', discount: '割引', total: 'お支払い合計', back: '戻る', closed: 'この決済はすでに終了しています。' },
  ko: { summary: '주문 요약', quantity: '{item} 수량', subtotal: '소계', discount: '할인', total: '결제 금액', back: '뒤로', closed: '이 결제는 더 이상 진행할 수 없습니다.' },
  lt: { summary: 'Užsakymo suvestinė', quantity: 'Kiekis: {item}', subtotal: 'Tarpinė suma', discount: 'Nuolaida', total: 'Mokėtina suma', back: 'Atgal', closed: 'Šis mokėjimas nebėra atviras.' },
  lv: { summary: 'Pasūtījuma kopsavilkums', quantity: 'Daudzums: {item}', subtotal: 'Starpsumma', discount: 'Atlaide', total: 'Maksājamā summa', back: 'Atpakaļ', closed: 'Šis maksājums vairs nav atvērts.' },
  ms: { summary: 'Ringkasan pesanan', quantity: 'Kuantiti {item}', subtotal: 'Subjumlah', discount: 'Diskaun', total: 'Jumlah perlu dibayar', back: 'Kembali', closed: 'Pembayaran ini tidak lagi dibuka.' },
  mt: { summary: 'Sommarju tal-ordni', quantity: 'Kwantità ta’ {item}', subtotal: 'Subtotal', discount: 'Skont', total: 'Total dovut', back: 'Lura', closed: 'Dan il-ħlas m’għadux miftuħ.' },
  nb: { summary: 'Ordresammendrag', quantity: 'Antall av {item}', subtotal: 'Delsum', discount: 'Rabatt', total: 'Å betale totalt', back: 'Tilbake', closed: 'Denne betalingen er ikke lenger åpen.' },
  nl: { summary: 'Besteloverzicht', quantity: 'Aantal van {item}', subtotal: 'Subtotaal', discount: 'Korting', total: 'Te betalen', back: 'Terug', closed: 'Deze betaling is niet meer open.' },
  pl: { summary: 'Podsumowanie zamówienia', quantity: 'Ilość: {item}', subtotal: 'Suma częściowa', discount: 'Rabat', total: 'Do zapłaty', back: 'Wstecz', closed: 'Ta płatność nie jest już otwarta.' },
  'pt-BR': { summary: 'Resumo do pedido', quantity: 'Quantidade de {item}', subtotal: 'Subtotal', discount: 'Desconto', total: 'Total a pagar', back: 'Voltar', closed: 'Este pagamento não está mais aberto.' },
  pt: { summary: 'Resumo da encomenda', quantity: 'Quantidade de {item}', subtotal: 'Subtotal', discount: 'Desconto', total: 'Total a pagar', back: 'Voltar', closed: 'Este pagamento já não está aberto.' },
  ro: { summary: 'Rezumatul comenzii', quantity: 'Cantitate pentru {item}', subtotal: 'Subtotal', discount: 'Reducere', total: 'Total de plată', back: 'Înapoi', closed: 'Această plată nu mai este deschisă.' },
  ru: { summary: 'Сводка заказа', quantity: 'Количество: {item}', subtotal: 'Промежуточный итог', discount: 'Скидка', total: 'К оплате', back: 'Назад', closed: 'Этот платёж больше не открыт.' },
  sk: { summary: 'Súhrn objednávky', quantity: 'Množstvo: {item}', subtotal: 'Medzisúčet', discount: 'Zľava', total: 'Celkom na úhradu', back: 'Späť', closed: 'Táto platba už nie je otvorená.' },
  sl: { summary: 'Povzetek naročila', quantity: 'Količina: {item}', subtotal: 'Vmesni seštevek', discount: 'Popust', total: 'Skupaj za plačilo', back: 'Nazaj', closed: 'To plačilo ni več odprto.' },
  sv: { summary: 'Ordersammanfattning', quantity: 'Antal av {item}', subtotal: 'Delsumma', discount: 'Rabatt', total: 'Att betala', back: 'Tillbaka', closed: 'Den här betalningen är inte längre öppen.' },
  th: { summary: 'สรุปคำสั่งซื้อ', quantity: 'จำนวน {item}', subtotal: 'ยอดรวมย่อย', discount: 'ส่วนลด', total: 'ยอดที่ต้องชำระ', back: 'ย้อนกลับ', closed: 'การชำระเงินนี้ปิดแล้ว' },
  tr: { summary: 'Sipariş özeti', quantity: '{item} adedi', subtotal: 'Ara toplam', discount: 'İndirim', total: 'Ödenecek tutar', back: 'Geri', closed: 'Bu ödeme artık açık değil.' },
  uk: { summary: 'Підсумок замовлення', quantity: 'Кількість: {item}', subtotal: 'Проміжний підсумок', discount: 'Знижка', total: 'До сплати', back: 'Назад', closed: 'Цей платіж більше не відкритий.' },
  vi: { summary: 'Tóm tắt đơn hàng', quantity: 'Số lượng {item}', subtotal: 'Tạm tính', discount: 'Giảm giá', total: 'Tổng cần thanh toán', back: 'Quay lại', closed: 'Phiên thanh toán này không còn mở.' },
  'zh-HK': { summary: '訂單摘要', quantity: '{item} 的數量', subtotal: '小計', discount: '折扣', total: '應付總額', back: '返回', closed: '此付款已不再開放。' },
  'zh-TW': { summary: '訂單摘要', quantity: '{item} 的數量', subtotal: '小計', discount: '折扣', total: '應付總額', back: '返回', closed: '此付款已不再開放。' },
  zh: { summary: '订单摘要', quantity: '{item} 的数量', subtotal: '小计', discount: '折扣', total: '应付总额', back: '返回', closed: '此付款已不再开放。' },
}

/** The page's strings for a locale (stringsIn: its language's, else the nearest, English last). */
export const checkoutStrings = stringsIn<CheckoutStrings>(translations, en)

/** Every language the page has strings for (a test checks each has all the keys). */
export const checkoutStringLocales = Object.keys(translations) as ReadonlyArray<Locale>
export const checkoutStringKeys = Object.keys(en) as ReadonlyArray<keyof CheckoutStrings>
