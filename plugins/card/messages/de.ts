import type { CardMessages } from '../messages.ts'

export default {
  label: 'Karte',
  save_payment: 'Diese Karte für künftige Zahlungen speichern',
  set_as_default: 'Als Standardzahlungsmethode festlegen',
  nickname: 'Kartenname (optional)',
  shipping_as_billing: 'Rechnungsadresse stimmt mit der Lieferadresse überein',
  network_label: 'Kartennetzwerk',
  network_no_preference: 'Keine Präferenz',
} satisfies CardMessages
