import type { CardMessages } from '../messages.ts'

export default {
  label: 'カード',
  installments_label: '分割払い',
  installments_full: '一括払い',
  installments_monthly: '{count}回 × {amount}/月',
  installments_loading: 'このカードの分割払いプランを確認しています…',
  installments_failed: '分割払いプランを読み込めませんでした。一括でお支払いいただけます。',
  save_payment: '今後の支払いのためにこのカードを保存する',
  set_as_default: 'デフォルトの支払い方法に設定する',
  nickname: 'カードのニックネーム（任意）',
  shipping_as_billing: '請求先住所は配送先住所と同じ',
  network_label: 'カードネットワーク',
  network_no_preference: '指定なし',
} satisfies CardMessages
