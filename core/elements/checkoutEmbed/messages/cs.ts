import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Koupit za {amount}',
  choose: 'Vybrat',
  prices: 'Ceny',
  opening: 'Otevírání pokladny…',
  failed: 'Pokladna teď není dostupná. Zkuste to znovu později.',
} satisfies EmbedMessages
