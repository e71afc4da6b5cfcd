import type { CardMessages } from '../messages.ts'

export default {
  label: 'カード',
  save_payment: '今後の支払いのためにこのカードを保存する',
  set_as_default: 'デフォルトの支払い方法に設定する',
  nickname: 'カードのニックネーム（任意）',
  shipping_as_billing: '請求先住所は配送先住所と同じ',
  network_label: 'カードネットワーク',
  network_no_preference: '指定なし',
} satisfies CardMessages
