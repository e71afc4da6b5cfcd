import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'हम इस पते पर डिलीवरी नहीं कर सकते। कोई दूसरा पता चुनें।',
  shipping_option_invalid: 'यह शिपिंग विकल्प उपलब्ध नहीं है। कोई दूसरा विकल्प चुनें।',
} satisfies GooglePayTranslation
