import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Acquista a {amount}',
  choose: 'Scegli',
  prices: 'Prezzi',
  opening: 'Apertura del pagamento…',
  failed: 'Il pagamento non è disponibile al momento. Riprova più tardi.',
} satisfies EmbedMessages
