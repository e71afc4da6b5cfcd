import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Bu adrese gönderim yapamıyoruz. Başka bir adres seçin.',
  shipping_option_invalid: 'Bu gönderim seçeneği kullanılamıyor. Başka bir seçenek belirleyin.',
} satisfies GooglePayTranslation
