import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Kúpiť za {amount}',
  choose: 'Vybrať',
  prices: 'Ceny',
  opening: 'Otvára sa pokladnica…',
  failed: 'Pokladnica momentálne nie je dostupná. Skúste to znova neskôr.',
} satisfies EmbedMessages
