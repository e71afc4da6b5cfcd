import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Купете за {amount}',
  choose: 'Избор',
  prices: 'Цени',
  opening: 'Отваряне на плащането…',
  failed: 'Плащането не е достъпно в момента. Опитайте отново по-късно.',
} satisfies EmbedMessages
