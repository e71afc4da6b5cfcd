import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Comprar por {amount}',
  choose: 'Escolher',
  prices: 'Preços',
  opening: 'Abrindo o pagamento…',
  failed: 'O pagamento não está disponível no momento. Tente novamente mais tarde.',
} satisfies EmbedMessages
