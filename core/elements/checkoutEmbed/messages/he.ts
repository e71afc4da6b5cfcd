import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'קנייה ב-{amount}',
  choose: 'בחירה',
  prices: 'מחירים',
  opening: 'פותחים את דף התשלום…',
  failed: 'התשלום אינו זמין כרגע. נסו שוב מאוחר יותר.',
} satisfies EmbedMessages
