import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Ixtri għal {amount}',
  choose: 'Agħżel',
  prices: 'Prezzijiet',
  opening: 'Qed jinfetaħ il-ħlas…',
  failed: 'Il-ħlas mhux disponibbli bħalissa. Erġa’ pprova aktar tard.',
} satisfies EmbedMessages
