import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Купити за {amount}',
  choose: 'Вибрати',
  prices: 'Ціни',
  opening: 'Відкриваємо оплату…',
  failed: 'Оплата зараз недоступна. Спробуйте пізніше.',
} satisfies EmbedMessages
