import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: '我們無法配送至此地址。請選擇其他地址。',
  shipping_option_invalid: '此配送方式無法使用。請選擇其他方式。',
} satisfies GooglePayTranslation
