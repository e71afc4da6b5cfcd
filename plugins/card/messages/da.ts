import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kort',
  save_payment: 'Gem dette kort til fremtidige betalinger',
  set_as_default: 'Angiv som standardbetalingsmetode',
  nickname: 'Kaldenavn til kortet (valgfrit)',
  shipping_as_billing: 'Faktureringsadressen er den samme som leveringsadressen',
  network_label: 'Kortnetværk',
  network_no_preference: 'Ingen præference',
} satisfies CardMessages
