import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Vi kan ikke levere til denne adresse. Vælg en anden adresse.',
  shipping_option_invalid: 'Denne leveringsmulighed er ikke tilgængelig. Vælg en anden.',
} satisfies GooglePayTranslation
