import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'We kunnen niet naar dit adres verzenden. Kies een ander adres.',
  shipping_option_invalid: 'Deze verzendoptie is niet beschikbaar. Kies een andere.',
} satisfies GooglePayTranslation
