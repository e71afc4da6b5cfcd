import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'No podemos enviar a esta dirección. Elige otra dirección.',
  shipping_option_invalid: 'Esta opción de envío no está disponible. Elige otra.',
} satisfies GooglePayTranslation
