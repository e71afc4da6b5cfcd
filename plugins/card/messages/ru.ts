import type { CardMessages } from '../messages.ts'

export default {
  label: 'Карта',
  save_payment: 'Сохранить эту карту для будущих платежей',
  set_as_default: 'Сделать основным способом оплаты',
  nickname: 'Название карты (необязательно)',
  shipping_as_billing: 'Платежный адрес совпадает с адресом доставки',
  network_label: 'Платёжная система карты',
  network_no_preference: 'Без предпочтения',
} satisfies CardMessages
