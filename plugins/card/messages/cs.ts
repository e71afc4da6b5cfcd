import type { CardMessages } from '../messages.ts'

export default {
  label: 'Karta',
  save_payment: 'Uložit tuto kartu pro budoucí platby',
  set_as_default: 'Nastavit jako výchozí způsob platby',
  nickname: 'Přezdívka karty (nepovinné)',
  shipping_as_billing: 'Fakturační adresa je stejná jako doručovací',
  network_label: 'Karetní síť',
  network_no_preference: 'Bez preference',
} satisfies CardMessages
