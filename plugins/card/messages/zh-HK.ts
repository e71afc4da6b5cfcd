import type { CardMessages } from '../messages.ts'

export default {
  label: '卡',
  save_payment: '儲存此卡以便日後付款',
  set_as_default: '設為預設付款方式',
  nickname: '卡片別名（選填）',
  shipping_as_billing: '帳單地址與送貨地址相同',
  network_label: '卡網絡',
  network_no_preference: '無偏好',
} satisfies CardMessages
