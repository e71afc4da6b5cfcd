import type { CardMessages } from '../messages.ts'

export default {
  label: 'Karte',
  save_payment: 'Saglabāt šo karti nākamajiem maksājumiem',
  set_as_default: 'Iestatīt kā noklusējuma maksājuma veidu',
  nickname: 'Kartes segvārds (neobligāti)',
  shipping_as_billing: 'Norēķinu adrese ir tāda pati kā piegādes adrese',
  network_label: 'Kartes tīkls',
  network_no_preference: 'Nav preferenču',
} satisfies CardMessages
