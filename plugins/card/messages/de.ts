import type { CardMessages } from '../messages.ts'

export default {
  label: 'Karte',
  save_payment: 'Diese Karte für künftige Zahlungen speichern',
  set_as_default: 'Als Standardzahlungsmethode festlegen',
  nickname: 'Kartenname (optional)',
  shipping_as_billing: 'Rechnungsadresse stimmt mit der Lieferadresse überein',
} satisfies CardMessages
