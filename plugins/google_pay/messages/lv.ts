import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Uz šo adresi mēs nevaram piegādāt. Izvēlieties citu adresi.',
  shipping_option_invalid: 'Šis piegādes veids nav pieejams. Izvēlieties citu.',
} satisfies GooglePayTranslation
