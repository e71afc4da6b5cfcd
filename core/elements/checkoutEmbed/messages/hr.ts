import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Kupi za {amount}',
  choose: 'Odaberi',
  prices: 'Cijene',
  opening: 'Otvaranje plaćanja…',
  failed: 'Plaćanje trenutačno nije dostupno. Pokušajte ponovno kasnije.',
} satisfies EmbedMessages
