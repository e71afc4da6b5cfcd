import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'اشترِ مقابل {amount}',
  choose: 'اختيار',
  prices: 'الأسعار',
  opening: 'جارٍ فتح صفحة الدفع…',
  failed: 'الدفع غير متاح حاليًا. حاول مرة أخرى لاحقًا.',
} satisfies EmbedMessages
