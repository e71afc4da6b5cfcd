import type { CardMessages } from '../messages.ts'

export default {
  label: 'כרטיס',
  save_payment: 'שמירת הכרטיס לתשלומים עתידיים',
  set_as_default: 'הגדרה כאמצעי התשלום המוגדר כברירת מחדל',
  nickname: 'כינוי לכרטיס (אופציונלי)',
  shipping_as_billing: 'כתובת החיוב זהה לכתובת המשלוח',
  network_label: 'רשת הכרטיס',
  network_no_preference: 'ללא העדפה',
} satisfies CardMessages
