import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Na túto adresu nemôžeme doručiť. Vyberte inú adresu.',
  shipping_option_invalid: 'Tento spôsob doručenia nie je k dispozícii. Vyberte iný.',
} satisfies GooglePayTranslation
