import type { CardMessages } from '../messages.ts'

export default {
  label: 'کارت',
  save_payment: 'ذخیرهٔ این کارت برای پرداخت‌های آینده',
  set_as_default: 'تنظیم به‌عنوان روش پرداخت پیش‌فرض',
  nickname: 'نام مستعار کارت (اختیاری)',
  shipping_as_billing: 'نشانی صورت‌حساب همان نشانی ارسال است',
  network_label: 'شبکه کارت',
  network_no_preference: 'بدون ترجیح',
} satisfies CardMessages
