import type { CardMessages } from '../messages.ts'

export default {
  label: '卡片',
  installments_label: '分期付款',
  installments_full: '一次付清',
  installments_monthly: '{count} 期 × {amount}/月',
  installments_loading: '正在查詢此卡片的分期付款方案…',
  installments_failed: '無法載入分期付款方案。您可以一次付清。',
  save_payment: '儲存此卡片以便日後付款',
  set_as_default: '設為預設付款方式',
  nickname: '卡片暱稱（選填）',
  shipping_as_billing: '帳單地址與收件地址相同',
  network_label: '卡片網路',
  network_no_preference: '無偏好',
} satisfies CardMessages
