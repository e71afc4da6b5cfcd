import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: '以 {amount} 购买',
  choose: '选择',
  prices: '价格',
  opening: '正在打开结账页面…',
  failed: '结账暂时不可用。请稍后再试。',
} satisfies EmbedMessages
