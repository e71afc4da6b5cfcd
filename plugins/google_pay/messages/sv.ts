import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Vi kan inte leverera till den här adressen. Välj en annan adress.',
  shipping_option_invalid: 'Det här leveransalternativet är inte tillgängligt. Välj ett annat.',
} satisfies GooglePayTranslation
