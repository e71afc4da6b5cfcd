import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Kupi za {amount}',
  choose: 'Izberi',
  prices: 'Cene',
  opening: 'Odpiranje plačila…',
  failed: 'Plačilo trenutno ni na voljo. Poskusite znova pozneje.',
} satisfies EmbedMessages
