import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Не можем да доставим до този адрес. Изберете друг адрес.',
  shipping_option_invalid: 'Този начин на доставка не е наличен. Изберете друг.',
} satisfies GooglePayTranslation
