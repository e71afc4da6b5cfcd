import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Acheter pour {amount}',
  choose: 'Choisir',
  prices: 'Tarifs',
  opening: 'Ouverture du paiement…',
  failed: 'Le paiement n’est pas disponible pour le moment. Réessayez plus tard.',
} satisfies EmbedMessages
