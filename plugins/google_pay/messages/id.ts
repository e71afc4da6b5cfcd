import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Kami tidak dapat mengirim ke alamat ini. Pilih alamat lain.',
  shipping_option_invalid: 'Opsi pengiriman ini tidak tersedia. Pilih opsi lain.',
} satisfies GooglePayTranslation
