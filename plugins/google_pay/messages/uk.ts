import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Ми не можемо доставити за цією адресою. Виберіть іншу адресу.',
  shipping_option_invalid: 'Цей спосіб доставки недоступний. Виберіть інший.',
} satisfies GooglePayTranslation
