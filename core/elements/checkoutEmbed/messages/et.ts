import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Osta hinnaga {amount}',
  choose: 'Vali',
  prices: 'Hinnad',
  opening: 'Makse avamine…',
  failed: 'Makse pole praegu saadaval. Proovige hiljem uuesti.',
} satisfies EmbedMessages
