import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: '{amount} karşılığında satın al',
  choose: 'Seç',
  prices: 'Fiyatlar',
  opening: 'Ödeme sayfası açılıyor…',
  failed: 'Ödeme şu anda kullanılamıyor. Daha sonra tekrar deneyin.',
} satisfies EmbedMessages
