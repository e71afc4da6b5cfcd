import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kort',
  installments_label: 'Delbetalning',
  installments_full: 'Betala hela beloppet',
  installments_monthly: '{count} × {amount}/mån',
  installments_loading: 'Kontrollerar delbetalningsplaner för det här kortet…',
  installments_failed: 'Delbetalningsplanerna kunde inte läsas in. Du kan betala hela beloppet.',
  save_payment: 'Spara kortet för framtida betalningar',
  set_as_default: 'Ange som standardbetalningssätt',
  nickname: 'Smeknamn för kortet (valfritt)',
  shipping_as_billing: 'Faktureringsadressen är samma som leveransadressen',
  network_label: 'Kortnätverk',
  network_no_preference: 'Ingen preferens',
} satisfies CardMessages
