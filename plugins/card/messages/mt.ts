import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kard',
  save_payment: 'Issejvja din il-kard għal ħlasijiet futuri',
  set_as_default: 'Agħmel il-metodu ta\' ħlas default',
  nickname: 'Laqam tal-kard (mhux obbligatorju)',
  shipping_as_billing: 'L-indirizz tal-kont huwa l-istess bħall-indirizz tal-konsenja',
  network_label: 'Netwerk tal-karta',
  network_no_preference: 'L-ebda preferenza',
} satisfies CardMessages
