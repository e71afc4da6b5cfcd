import type { CardMessages } from '../messages.ts'

export default {
  label: '卡片',
  save_payment: '儲存此卡片以便日後付款',
  set_as_default: '設為預設付款方式',
  nickname: '卡片暱稱（選填）',
  shipping_as_billing: '帳單地址與收件地址相同',
  network_label: '卡片網路',
  network_no_preference: '無偏好',
} satisfies CardMessages
