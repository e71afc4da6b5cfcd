import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'Mua với giá {amount}',
  choose: 'Chọn',
  prices: 'Giá',
  opening: 'Đang mở trang thanh toán…',
  failed: 'Hiện không thể thanh toán. Vui lòng thử lại sau.',
} satisfies EmbedMessages
