import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Comprar por {amount}',
  choose: 'Escolher',
  prices: 'Preços',
  opening: 'A abrir o pagamento…',
  failed: 'O pagamento não está disponível de momento. Tente novamente mais tarde.',
} satisfies EmbedMessages
