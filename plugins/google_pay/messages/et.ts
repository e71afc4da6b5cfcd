import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Sellele aadressile me ei saa saata. Valige mõni muu aadress.',
  shipping_option_invalid: 'See tarneviis pole saadaval. Valige mõni muu.',
} satisfies GooglePayTranslation
