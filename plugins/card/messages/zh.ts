import type { CardMessages } from '../messages.ts'

export default {
  label: '银行卡',
  installments_label: '分期付款',
  installments_full: '全额支付',
  installments_monthly: '{count} 期 × {amount}/月',
  installments_loading: '正在查询此卡的分期付款方案…',
  installments_failed: '无法加载分期付款方案。您可以全额支付。',
  save_payment: '保存此卡用于以后的付款',
  set_as_default: '设为默认付款方式',
  nickname: '卡片昵称（可选）',
  shipping_as_billing: '账单地址与收货地址相同',
  network_label: '卡组织',
  network_no_preference: '无偏好',
} satisfies CardMessages
