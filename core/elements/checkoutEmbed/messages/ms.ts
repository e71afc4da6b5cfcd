import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Beli pada harga {amount}',
  choose: 'Pilih',
  prices: 'Harga',
  opening: 'Membuka pembayaran…',
  failed: 'Pembayaran tidak tersedia sekarang. Cuba lagi kemudian.',
} satisfies EmbedMessages
