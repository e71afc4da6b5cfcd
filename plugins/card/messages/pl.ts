import type { CardMessages } from '../messages.ts'

export default {
  label: 'Karta',
  save_payment: 'Zapisz tę kartę do przyszłych płatności',
  set_as_default: 'Ustaw jako domyślną metodę płatności',
  nickname: 'Nazwa karty (opcjonalnie)',
  shipping_as_billing: 'Adres rozliczeniowy jest taki sam jak adres dostawy',
  network_label: 'Sieć karty',
  network_no_preference: 'Bez preferencji',
} satisfies CardMessages
