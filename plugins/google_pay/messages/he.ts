import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'איננו יכולים לשלוח לכתובת זו. בחרו כתובת אחרת.',
  shipping_option_invalid: 'אפשרות משלוח זו אינה זמינה. בחרו אפשרות אחרת.',
} satisfies GooglePayTranslation
