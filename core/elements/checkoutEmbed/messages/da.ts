import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Køb for {amount}',
  choose: 'Vælg',
  prices: 'Priser',
  opening: 'Åbner betalingen…',
  failed: 'Betaling er ikke tilgængelig lige nu. Prøv igen senere.',
} satisfies EmbedMessages
