import type { CardMessages } from '../messages.ts'

export default {
  label: '银行卡',
  save_payment: '保存此卡用于以后的付款',
  set_as_default: '设为默认付款方式',
  nickname: '卡片昵称（可选）',
  shipping_as_billing: '账单地址与收货地址相同',
  network_label: '卡组织',
  network_no_preference: '无偏好',
} satisfies CardMessages
