import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Į šį adresą pristatyti negalime. Pasirinkite kitą adresą.',
  shipping_option_invalid: 'Šis pristatymo būdas negalimas. Pasirinkite kitą.',
} satisfies GooglePayTranslation
