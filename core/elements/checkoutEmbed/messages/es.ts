import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Comprar por {amount}',
  choose: 'Elegir',
  prices: 'Precios',
  opening: 'Abriendo el pago…',
  failed: 'El pago no está disponible en este momento. Inténtalo de nuevo más tarde.',
} satisfies EmbedMessages
