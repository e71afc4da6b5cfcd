import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Beli seharga {amount}',
  choose: 'Pilih',
  prices: 'Harga',
  opening: 'Membuka checkout…',
  failed: 'Checkout tidak tersedia saat ini. Coba lagi nanti.',
} satisfies EmbedMessages
