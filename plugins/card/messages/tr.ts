import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kart',
  save_payment: 'Bu kartı gelecekteki ödemeler için kaydet',
  set_as_default: 'Varsayılan ödeme yöntemi yap',
  nickname: 'Kart takma adı (isteğe bağlı)',
  shipping_as_billing: 'Fatura adresi teslimat adresiyle aynı',
  network_label: 'Kart ağı',
  network_no_preference: 'Tercih yok',
} satisfies CardMessages
