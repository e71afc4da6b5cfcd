import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kort',
  save_payment: 'Spara kortet för framtida betalningar',
  set_as_default: 'Ange som standardbetalningssätt',
  nickname: 'Smeknamn för kortet (valfritt)',
  shipping_as_billing: 'Faktureringsadressen är samma som leveransadressen',
  network_label: 'Kortnätverk',
  network_no_preference: 'Ingen preferens',
} satisfies CardMessages
