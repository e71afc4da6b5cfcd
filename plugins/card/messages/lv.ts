import type { CardMessages } from '../messages.ts'

export default {
  label: 'Karte',
  installments_label: 'Nomaksa',
  installments_full: 'Maksāt visu summu',
  installments_monthly: '{count} × {amount}/mēn.',
  installments_loading: 'Pārbaudām šīs kartes nomaksas plānus…',
  installments_failed: 'Nomaksas plānus neizdevās ielādēt. Varat samaksāt visu summu.',
  save_payment: 'Saglabāt šo karti nākamajiem maksājumiem',
  set_as_default: 'Iestatīt kā noklusējuma maksājuma veidu',
  nickname: 'Kartes segvārds (neobligāti)',
  shipping_as_billing: 'Norēķinu adrese ir tāda pati kā piegādes adrese',
  network_label: 'Kartes tīkls',
  network_no_preference: 'Nav preferenču',
} satisfies CardMessages
