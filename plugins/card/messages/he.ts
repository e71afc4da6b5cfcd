import type { CardMessages } from '../messages.ts'

export default {
  label: 'כרטיס',
  installments_label: 'תשלומים',
  installments_full: 'תשלום מלא',
  installments_monthly: '{count} × {amount}/חודש',
  installments_loading: 'בודקים תוכניות תשלומים לכרטיס הזה…',
  installments_failed: 'לא ניתן לטעון את תוכניות התשלומים. אפשר לשלם את הסכום המלא.',
  save_payment: 'שמירת הכרטיס לתשלומים עתידיים',
  set_as_default: 'הגדרה כאמצעי התשלום המוגדר כברירת מחדל',
  nickname: 'כינוי לכרטיס (אופציונלי)',
  shipping_as_billing: 'כתובת החיוב זהה לכתובת המשלוח',
  network_label: 'רשת הכרטיס',
  network_no_preference: 'ללא העדפה',
} satisfies CardMessages
