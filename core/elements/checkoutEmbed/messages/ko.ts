import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: '{amount}에 구매',
  choose: '선택',
  prices: '가격',
  opening: '결제 페이지를 여는 중…',
  failed: '지금은 결제를 이용할 수 없습니다. 나중에 다시 시도하세요.',
} satisfies EmbedMessages
