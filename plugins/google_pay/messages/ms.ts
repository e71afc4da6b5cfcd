import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Kami tidak dapat menghantar ke alamat ini. Pilih alamat lain.',
  shipping_option_invalid: 'Pilihan penghantaran ini tidak tersedia. Pilih pilihan lain.',
} satisfies GooglePayTranslation
