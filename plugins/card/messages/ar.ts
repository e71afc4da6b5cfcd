import type { CardMessages } from '../messages.ts'

export default {
  label: 'بطاقة',
  save_payment: 'حفظ هذه البطاقة للدفعات المستقبلية',
  set_as_default: 'تعيين كطريقة الدفع الافتراضية',
  nickname: 'اسم مستعار للبطاقة (اختياري)',
  shipping_as_billing: 'عنوان الفوترة هو نفسه عنوان الشحن',
  network_label: 'شبكة البطاقة',
  network_no_preference: 'بلا تفضيل',
} satisfies CardMessages
