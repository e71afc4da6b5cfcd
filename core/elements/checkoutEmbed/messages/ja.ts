import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: '{amount}で購入',
  choose: '選択',
  prices: '料金',
  opening: '決済ページを開いています…',
  failed: '現在、決済をご利用いただけません。しばらくしてからもう一度お試しください。',
} satisfies EmbedMessages
