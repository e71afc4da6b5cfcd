import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'خرید با {amount}',
  choose: 'انتخاب',
  prices: 'قیمت‌ها',
  opening: 'در حال باز کردن صفحهٔ پرداخت…',
  failed: 'پرداخت در حال حاضر در دسترس نیست. بعداً دوباره امتحان کنید.',
} satisfies EmbedMessages
