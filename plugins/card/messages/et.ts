import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kaart',
  save_payment: 'Salvesta see kaart tulevaste maksete jaoks',
  set_as_default: 'Määra vaikimisi makseviisiks',
  nickname: 'Kaardi hüüdnimi (valikuline)',
  shipping_as_billing: 'Arveldusaadress on sama mis tarneaadress',
  network_label: 'Kaardivõrk',
  network_no_preference: 'Eelistus puudub',
} satisfies CardMessages
