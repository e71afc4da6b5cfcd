import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'لا يمكننا الشحن إلى هذا العنوان. اختر عنوانًا آخر.',
  shipping_option_invalid: 'خيار الشحن هذا غير متاح. اختر خيارًا آخر.',
} satisfies GooglePayTranslation
