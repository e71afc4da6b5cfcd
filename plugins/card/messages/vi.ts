import type { CardMessages } from '../messages.ts'

export default {
  label: 'Thẻ',
  installments_label: 'Trả góp',
  installments_full: 'Thanh toán toàn bộ',
  installments_monthly: '{count} × {amount}/tháng',
  installments_loading: 'Đang kiểm tra các gói trả góp cho thẻ này…',
  installments_failed: 'Không thể tải các gói trả góp. Bạn có thể thanh toán toàn bộ.',
  save_payment: 'Lưu thẻ này cho các lần thanh toán sau',
  set_as_default: 'Đặt làm phương thức thanh toán mặc định',
  nickname: 'Tên gợi nhớ của thẻ (không bắt buộc)',
  shipping_as_billing: 'Địa chỉ thanh toán giống địa chỉ giao hàng',
  network_label: 'Mạng thẻ',
  network_no_preference: 'Không ưu tiên',
} satisfies CardMessages
