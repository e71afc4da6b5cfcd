import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Ne možemo dostaviti na ovu adresu. Odaberite drugu adresu.',
  shipping_option_invalid: 'Ova opcija dostave nije dostupna. Odaberite drugu.',
} satisfies GooglePayTranslation
