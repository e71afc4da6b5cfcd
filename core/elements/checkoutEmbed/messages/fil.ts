import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Bilhin sa halagang {amount}',
  choose: 'Piliin',
  prices: 'Mga presyo',
  opening: 'Binubuksan ang checkout…',
  failed: 'Hindi available ang checkout ngayon. Subukang muli mamaya.',
} satisfies EmbedMessages
