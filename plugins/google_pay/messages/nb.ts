import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Vi kan ikke levere til denne adressen. Velg en annen adresse.',
  shipping_option_invalid: 'Dette leveringsalternativet er ikke tilgjengelig. Velg et annet.',
} satisfies GooglePayTranslation
