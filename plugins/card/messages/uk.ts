import type { CardMessages } from '../messages.ts'

export default {
  label: 'Картка',
  save_payment: 'Зберегти цю картку для майбутніх платежів',
  set_as_default: 'Зробити основним способом оплати',
  nickname: 'Назва картки (необов’язково)',
  shipping_as_billing: 'Платіжна адреса збігається з адресою доставки',
  network_label: 'Платіжна система картки',
  network_no_preference: 'Без переваги',
} satisfies CardMessages
