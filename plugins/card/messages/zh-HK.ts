import type { CardMessages } from '../messages.ts'

export default {
  label: '卡',
  installments_label: '分期付款',
  installments_full: '全數付款',
  installments_monthly: '{count} 期 × {amount}/月',
  installments_loading: '正在查詢此卡的分期付款計劃…',
  installments_failed: '無法載入分期付款計劃。你可以全數付款。',
  save_payment: '儲存此卡以便日後付款',
  set_as_default: '設為預設付款方式',
  nickname: '卡片別名（選填）',
  shipping_as_billing: '帳單地址與送貨地址相同',
  network_label: '卡網絡',
  network_no_preference: '無偏好',
} satisfies CardMessages
