import type { CardMessages } from '../messages.ts'

export default {
  label: 'Карта',
  save_payment: 'Запазване на тази карта за бъдещи плащания',
  set_as_default: 'Задаване като начин на плащане по подразбиране',
  nickname: 'Име на картата (по избор)',
  shipping_as_billing: 'Адресът за фактуриране съвпада с адреса за доставка',
  network_label: 'Картова мрежа',
  network_no_preference: 'Без предпочитание',
} satisfies CardMessages
