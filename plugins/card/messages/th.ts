import type { CardMessages } from '../messages.ts'

export default {
  label: 'บัตร',
  save_payment: 'บันทึกบัตรนี้ไว้สำหรับการชำระเงินในอนาคต',
  set_as_default: 'ตั้งเป็นวิธีการชำระเงินเริ่มต้น',
  nickname: 'ชื่อเล่นของบัตร (ไม่บังคับ)',
  shipping_as_billing: 'ที่อยู่สำหรับเรียกเก็บเงินตรงกับที่อยู่จัดส่ง',
  network_label: 'เครือข่ายบัตร',
  network_no_preference: 'ไม่ระบุ',
} satisfies CardMessages
