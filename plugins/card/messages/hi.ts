import type { CardMessages } from '../messages.ts'

export default {
  label: 'कार्ड',
  save_payment: 'आगे के भुगतानों के लिए यह कार्ड सेव करें',
  set_as_default: 'भुगतान के डिफ़ॉल्ट तरीके के तौर पर सेट करें',
  nickname: 'कार्ड का निकनेम (वैकल्पिक)',
  shipping_as_billing: 'बिलिंग पता, शिपिंग पते जैसा ही है',
  network_label: 'कार्ड नेटवर्क',
  network_no_preference: 'कोई प्राथमिकता नहीं',
} satisfies CardMessages
