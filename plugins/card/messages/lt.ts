import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kortelė',
  installments_label: 'Išsimokėtinai',
  installments_full: 'Mokėti visą sumą',
  installments_monthly: '{count} × {amount}/mėn.',
  installments_loading: 'Tikrinami šios kortelės išsimokėjimo planai…',
  installments_failed: 'Nepavyko įkelti išsimokėjimo planų. Galite sumokėti visą sumą.',
  save_payment: 'Išsaugoti šią kortelę būsimiems mokėjimams',
  set_as_default: 'Nustatyti kaip numatytąjį mokėjimo būdą',
  nickname: 'Kortelės pavadinimas (neprivaloma)',
  shipping_as_billing: 'Atsiskaitymo adresas sutampa su pristatymo adresu',
  network_label: 'Kortelės tinklas',
  network_no_preference: 'Be pirmenybės',
} satisfies CardMessages
