import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Cumpără cu {amount}',
  choose: 'Alege',
  prices: 'Prețuri',
  opening: 'Se deschide plata…',
  failed: 'Plata nu este disponibilă acum. Încearcă din nou mai târziu.',
} satisfies EmbedMessages
