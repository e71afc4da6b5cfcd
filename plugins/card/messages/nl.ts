import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kaart',
  save_payment: 'Deze kaart bewaren voor toekomstige betalingen',
  set_as_default: 'Instellen als standaardbetaalmethode',
  nickname: 'Bijnaam van de kaart (optioneel)',
  shipping_as_billing: 'Factuuradres is hetzelfde als verzendadres',
  network_label: 'Kaartnetwerk',
  network_no_preference: 'Geen voorkeur',
} satisfies CardMessages
