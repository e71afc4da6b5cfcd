import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Kopen voor {amount}',
  choose: 'Kiezen',
  prices: 'Prijzen',
  opening: 'Afrekenen wordt geopend…',
  failed: 'Afrekenen is nu niet beschikbaar. Probeer het later opnieuw.',
} satisfies EmbedMessages
