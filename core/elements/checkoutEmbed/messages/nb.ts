import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Kjøp for {amount}',
  choose: 'Velg',
  prices: 'Priser',
  opening: 'Åpner betalingen…',
  failed: 'Betaling er ikke tilgjengelig akkurat nå. Prøv igjen senere.',
} satisfies EmbedMessages
