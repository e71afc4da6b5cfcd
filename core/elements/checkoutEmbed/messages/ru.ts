import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Купить за {amount}',
  choose: 'Выбрать',
  prices: 'Цены',
  opening: 'Открываем оплату…',
  failed: 'Оплата сейчас недоступна. Повторите попытку позже.',
} satisfies EmbedMessages
