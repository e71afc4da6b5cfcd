import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Nous ne pouvons pas livrer à cette adresse. Choisissez une autre adresse.',
  shipping_option_invalid: 'Ce mode de livraison n’est pas disponible. Choisissez-en un autre.',
} satisfies GooglePayTranslation
