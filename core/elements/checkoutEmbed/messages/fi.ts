import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Osta hintaan {amount}',
  choose: 'Valitse',
  prices: 'Hinnat',
  opening: 'Avataan kassaa…',
  failed: 'Kassa ei ole juuri nyt käytettävissä. Yritä myöhemmin uudelleen.',
} satisfies EmbedMessages
