import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'この住所には配送できません。別の住所を選択してください。',
  shipping_option_invalid: 'この配送方法はご利用いただけません。別の方法を選択してください。',
} satisfies GooglePayTranslation
