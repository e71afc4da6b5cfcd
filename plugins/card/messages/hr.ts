import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kartica',
  save_payment: 'Spremi ovu karticu za buduća plaćanja',
  set_as_default: 'Postavi kao zadani način plaćanja',
  nickname: 'Nadimak kartice (neobavezno)',
  shipping_as_billing: 'Adresa za naplatu ista je kao adresa za dostavu',
  network_label: 'Kartična mreža',
  network_no_preference: 'Bez preferencije',
} satisfies CardMessages
