import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kaart',
  installments_label: 'Termijnen',
  installments_full: 'In één keer betalen',
  installments_monthly: '{count} × {amount}/maand',
  installments_loading: 'Termijnplannen voor deze kaart worden gecontroleerd…',
  installments_failed: 'De termijnplannen konden niet worden geladen. Je kunt in één keer betalen.',
  save_payment: 'Deze kaart bewaren voor toekomstige betalingen',
  set_as_default: 'Instellen als standaardbetaalmethode',
  nickname: 'Bijnaam van de kaart (optioneel)',
  shipping_as_billing: 'Factuuradres is hetzelfde als verzendadres',
  network_label: 'Kaartnetwerk',
  network_no_preference: 'Geen voorkeur',
} satisfies CardMessages
