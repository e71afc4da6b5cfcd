import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Für {amount} kaufen',
  choose: 'Auswählen',
  prices: 'Preise',
  opening: 'Kasse wird geöffnet…',
  failed: 'Die Kasse ist gerade nicht verfügbar. Versuchen Sie es später erneut.',
} satisfies EmbedMessages
