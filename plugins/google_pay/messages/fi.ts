import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Emme voi toimittaa tähän osoitteeseen. Valitse toinen osoite.',
  shipping_option_invalid: 'Tämä toimitustapa ei ole käytettävissä. Valitse toinen.',
} satisfies GooglePayTranslation
