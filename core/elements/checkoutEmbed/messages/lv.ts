import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Pirkt par {amount}',
  choose: 'Izvēlēties',
  prices: 'Cenas',
  opening: 'Atver norēķinus…',
  failed: 'Norēķini pašlaik nav pieejami. Mēģiniet vēlreiz vēlāk.',
} satisfies EmbedMessages
