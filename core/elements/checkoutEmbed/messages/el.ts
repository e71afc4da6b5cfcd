import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Αγορά για {amount}',
  choose: 'Επιλογή',
  prices: 'Τιμές',
  opening: 'Άνοιγμα ολοκλήρωσης αγοράς…',
  failed: 'Η ολοκλήρωση αγοράς δεν είναι διαθέσιμη αυτή τη στιγμή. Δοκιμάστε ξανά αργότερα.',
} satisfies EmbedMessages
