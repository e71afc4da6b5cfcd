import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: '我們無法送貨到此地址。請選擇其他地址。',
  shipping_option_invalid: '此送貨方式不適用。請選擇其他方式。',
} satisfies GooglePayTranslation
