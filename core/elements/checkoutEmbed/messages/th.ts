import type { EmbedMessages } from '../embedMessages.ts'

export default {
  buy: 'ซื้อในราคา {amount}',
  choose: 'เลือก',
  prices: 'ราคา',
  opening: 'กำลังเปิดหน้าชำระเงิน…',
  failed: 'ขณะนี้ไม่สามารถชำระเงินได้ โปรดลองอีกครั้งในภายหลัง',
} satisfies EmbedMessages
