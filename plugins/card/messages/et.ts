import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kaart',
  installments_label: 'Osamaksed',
  installments_full: 'Maksa kogu summa',
  installments_monthly: '{count} × {amount}/kuus',
  installments_loading: 'Kontrollime selle kaardi osamaksegraafikuid…',
  installments_failed: 'Osamaksegraafikuid ei õnnestunud laadida. Saate maksta kogu summa.',
  save_payment: 'Salvesta see kaart tulevaste maksete jaoks',
  set_as_default: 'Määra vaikimisi makseviisiks',
  nickname: 'Kaardi hüüdnimi (valikuline)',
  shipping_as_billing: 'Arveldusaadress on sama mis tarneaadress',
  network_label: 'Kaardivõrk',
  network_no_preference: 'Eelistus puudub',
} satisfies CardMessages
