import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kard',
  installments_label: 'Pagamenti bin-nifs',
  installments_full: 'Ħallas kollox f’daqqa',
  installments_monthly: '{count} × {amount}/xahar',
  installments_loading: 'Qed niċċekkjaw il-pjanijiet ta’ pagament bin-nifs għal din il-karta…',
  installments_failed: 'Il-pjanijiet ta’ pagament bin-nifs ma setgħux jitgħabbew. Tista’ tħallas kollox f’daqqa.',
  save_payment: 'Issejvja din il-kard għal ħlasijiet futuri',
  set_as_default: 'Agħmel il-metodu ta\' ħlas default',
  nickname: 'Laqam tal-kard (mhux obbligatorju)',
  shipping_as_billing: 'L-indirizz tal-kont huwa l-istess bħall-indirizz tal-konsenja',
  network_label: 'Netwerk tal-karta',
  network_no_preference: 'L-ebda preferenza',
} satisfies CardMessages
