import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'نمی‌توانیم به این نشانی ارسال کنیم. نشانی دیگری انتخاب کنید.',
  shipping_option_invalid: 'این روش ارسال در دسترس نیست. روش دیگری انتخاب کنید.',
} satisfies GooglePayTranslation
