import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kart',
  installments_label: 'Taksit',
  installments_full: 'Tek çekim',
  installments_monthly: '{count} × {amount}/ay',
  installments_loading: 'Bu kart için taksit seçenekleri kontrol ediliyor…',
  installments_failed: 'Taksit seçenekleri yüklenemedi. Tek çekim ödeyebilirsiniz.',
  save_payment: 'Bu kartı gelecekteki ödemeler için kaydet',
  set_as_default: 'Varsayılan ödeme yöntemi yap',
  nickname: 'Kart takma adı (isteğe bağlı)',
  shipping_as_billing: 'Fatura adresi teslimat adresiyle aynı',
  network_label: 'Kart ağı',
  network_no_preference: 'Tercih yok',
} satisfies CardMessages
