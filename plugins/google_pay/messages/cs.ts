import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Na tuto adresu nemůžeme doručit. Zvolte jinou adresu.',
  shipping_option_invalid: 'Tento způsob dopravy není k dispozici. Zvolte jiný.',
} satisfies GooglePayTranslation
