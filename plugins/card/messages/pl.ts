import type { CardMessages } from '../messages.ts'

export default {
  label: 'Karta',
  installments_label: 'Raty',
  installments_full: 'Zapłać całą kwotę',
  installments_monthly: '{count} × {amount}/mies.',
  installments_loading: 'Sprawdzamy plany ratalne dla tej karty…',
  installments_failed: 'Nie udało się wczytać planów ratalnych. Możesz zapłacić całą kwotę.',
  save_payment: 'Zapisz tę kartę do przyszłych płatności',
  set_as_default: 'Ustaw jako domyślną metodę płatności',
  nickname: 'Nazwa karty (opcjonalnie)',
  shipping_as_billing: 'Adres rozliczeniowy jest taki sam jak adres dostawy',
  network_label: 'Sieć karty',
  network_no_preference: 'Bez preferencji',
} satisfies CardMessages
