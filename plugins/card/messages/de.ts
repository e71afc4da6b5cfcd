import type { CardMessages } from '../messages.ts'

export default {
  label: 'Karte',
  installments_label: 'Ratenzahlung',
  installments_full: 'Vollständig bezahlen',
  installments_monthly: '{count} × {amount}/Monat',
  installments_loading: 'Ratenpläne für diese Karte werden geprüft…',
  installments_failed: 'Die Ratenpläne konnten nicht geladen werden. Sie können den vollen Betrag bezahlen.',
  save_payment: 'Diese Karte für künftige Zahlungen speichern',
  set_as_default: 'Als Standardzahlungsmethode festlegen',
  nickname: 'Kartenname (optional)',
  shipping_as_billing: 'Rechnungsadresse stimmt mit der Lieferadresse überein',
  network_label: 'Kartennetzwerk',
  network_no_preference: 'Keine Präferenz',
} satisfies CardMessages
