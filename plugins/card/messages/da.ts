import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kort',
  installments_label: 'Afdrag',
  installments_full: 'Betal hele beløbet',
  installments_monthly: '{count} × {amount}/md.',
  installments_loading: 'Tjekker afdragsordninger for dette kort…',
  installments_failed: 'Afdragsordningerne kunne ikke indlæses. Du kan betale hele beløbet.',
  save_payment: 'Gem dette kort til fremtidige betalinger',
  set_as_default: 'Angiv som standardbetalingsmetode',
  nickname: 'Kaldenavn til kortet (valgfrit)',
  shipping_as_billing: 'Faktureringsadressen er den samme som leveringsadressen',
  network_label: 'Kortnetværk',
  network_no_preference: 'Ingen præference',
} satisfies CardMessages
