import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Megveszem {amount} összegért',
  choose: 'Kiválasztás',
  prices: 'Árak',
  opening: 'A fizetés megnyitása…',
  failed: 'A fizetés most nem érhető el. Próbálja újra később.',
} satisfies EmbedMessages
