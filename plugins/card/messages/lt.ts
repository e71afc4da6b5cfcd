import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kortelė',
  save_payment: 'Išsaugoti šią kortelę būsimiems mokėjimams',
  set_as_default: 'Nustatyti kaip numatytąjį mokėjimo būdą',
  nickname: 'Kortelės pavadinimas (neprivaloma)',
  shipping_as_billing: 'Atsiskaitymo adresas sutampa su pristatymo adresu',
  network_label: 'Kortelės tinklas',
  network_no_preference: 'Be pirmenybės',
} satisfies CardMessages
