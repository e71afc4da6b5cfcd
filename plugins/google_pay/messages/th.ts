import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'เราไม่สามารถจัดส่งไปยังที่อยู่นี้ได้ โปรดเลือกที่อยู่อื่น',
  shipping_option_invalid: 'ตัวเลือกการจัดส่งนี้ไม่พร้อมใช้งาน โปรดเลือกตัวเลือกอื่น',
} satisfies GooglePayTranslation
