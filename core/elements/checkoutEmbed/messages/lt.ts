import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Pirkti už {amount}',
  choose: 'Pasirinkti',
  prices: 'Kainos',
  opening: 'Atidaromas apmokėjimas…',
  failed: 'Apmokėjimas šiuo metu nepasiekiamas. Bandykite vėliau.',
} satisfies EmbedMessages
