import type { CardMessages } from '../messages.ts'

export default {
  label: 'کارت',
  installments_label: 'اقساط',
  installments_full: 'پرداخت کامل',
  installments_monthly: '{count} × {amount}/ماهانه',
  installments_loading: 'در حال بررسی طرح‌های اقساطی این کارت…',
  installments_failed: 'طرح‌های اقساطی بارگیری نشد. می‌توانید مبلغ را به‌طور کامل بپردازید.',
  save_payment: 'ذخیرهٔ این کارت برای پرداخت‌های آینده',
  set_as_default: 'تنظیم به‌عنوان روش پرداخت پیش‌فرض',
  nickname: 'نام مستعار کارت (اختیاری)',
  shipping_as_billing: 'نشانی صورت‌حساب همان نشانی ارسال است',
  network_label: 'شبکه کارت',
  network_no_preference: 'بدون ترجیح',
} satisfies CardMessages
