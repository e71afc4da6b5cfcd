import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: '我们无法配送到此地址。请选择其他地址。',
  shipping_option_invalid: '此配送方式不可用。请选择其他方式。',
} satisfies GooglePayTranslation
