import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kartica',
  installments_label: 'Obroci',
  installments_full: 'Plati odjednom',
  installments_monthly: '{count} × {amount}/mj.',
  installments_loading: 'Provjeravamo planove obročnog plaćanja za ovu karticu…',
  installments_failed: 'Planove obročnog plaćanja nije moguće učitati. Možete platiti odjednom.',
  save_payment: 'Spremi ovu karticu za buduća plaćanja',
  set_as_default: 'Postavi kao zadani način plaćanja',
  nickname: 'Nadimak kartice (neobavezno)',
  shipping_as_billing: 'Adresa za naplatu ista je kao adresa za dostavu',
  network_label: 'Kartična mreža',
  network_no_preference: 'Bez preferencije',
} satisfies CardMessages
