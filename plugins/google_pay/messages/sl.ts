import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Na ta naslov ne moremo dostaviti. Izberite drug naslov.',
  shipping_option_invalid: 'Ta način dostave ni na voljo. Izberite drugega.',
} satisfies GooglePayTranslation
