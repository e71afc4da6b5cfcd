import type { CardMessages } from '../messages.ts'

export default {
  label: 'Thẻ',
  save_payment: 'Lưu thẻ này cho các lần thanh toán sau',
  set_as_default: 'Đặt làm phương thức thanh toán mặc định',
  nickname: 'Tên gợi nhớ của thẻ (không bắt buộc)',
  shipping_as_billing: 'Địa chỉ thanh toán giống địa chỉ giao hàng',
  network_label: 'Mạng thẻ',
  network_no_preference: 'Không ưu tiên',
} satisfies CardMessages
