import type { CardMessages } from '../messages.ts'

export default {
  label: 'Карта',
  installments_label: 'Вноски',
  installments_full: 'Плащане наведнъж',
  installments_monthly: '{count} × {amount}/месец',
  installments_loading: 'Проверяват се плановете за вноски за тази карта…',
  installments_failed: 'Плановете за вноски не можаха да се заредят. Можете да платите наведнъж.',
  save_payment: 'Запазване на тази карта за бъдещи плащания',
  set_as_default: 'Задаване като начин на плащане по подразбиране',
  nickname: 'Име на картата (по избор)',
  shipping_as_billing: 'Адресът за фактуриране съвпада с адреса за доставка',
  network_label: 'Картова мрежа',
  network_no_preference: 'Без предпочитание',
} satisfies CardMessages
