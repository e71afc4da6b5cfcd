import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: '{amount} में खरीदें',
  choose: 'चुनें',
  prices: 'कीमतें',
  opening: 'चेकआउट खुल रहा है…',
  failed: 'चेकआउट अभी उपलब्ध नहीं है। बाद में फिर से कोशिश करें।',
} satisfies EmbedMessages
