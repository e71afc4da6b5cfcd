import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: '以 {amount} 購買',
  choose: '選擇',
  prices: '價格',
  opening: '正在開啟結帳頁面…',
  failed: '暫時無法結帳。請稍後再試。',
} satisfies EmbedMessages
