import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Kup za {amount}',
  choose: 'Wybierz',
  prices: 'Ceny',
  opening: 'Otwieranie płatności…',
  failed: 'Płatność jest teraz niedostępna. Spróbuj ponownie później.',
} satisfies EmbedMessages
