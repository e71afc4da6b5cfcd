import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Köp för {amount}',
  choose: 'Välj',
  prices: 'Priser',
  opening: 'Öppnar kassan…',
  failed: 'Kassan är inte tillgänglig just nu. Försök igen senare.',
} satisfies EmbedMessages
