import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Chúng tôi không thể giao hàng đến địa chỉ này. Hãy chọn địa chỉ khác.',
  shipping_option_invalid: 'Tùy chọn giao hàng này không khả dụng. Hãy chọn tùy chọn khác.',
} satisfies GooglePayTranslation
