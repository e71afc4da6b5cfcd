import type { CardMessages } from '../messages.ts'

export default {
  label: 'Card',
  save_payment: 'Salvați acest card pentru plăți viitoare',
  set_as_default: 'Setați ca metodă de plată implicită',
  nickname: 'Numele cardului (opțional)',
  shipping_as_billing: 'Adresa de facturare este aceeași cu adresa de livrare',
  network_label: 'Rețeaua cardului',
  network_no_preference: 'Fără preferință',
} satisfies CardMessages
