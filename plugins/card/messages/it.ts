import type { CardMessages } from '../messages.ts'

export default {
  label: 'Carta',
  save_payment: 'Salva questa carta per i pagamenti futuri',
  set_as_default: 'Imposta come metodo di pagamento predefinito',
  nickname: 'Nome della carta (facoltativo)',
  shipping_as_billing: 'L’indirizzo di fatturazione coincide con quello di spedizione',
  network_label: 'Circuito della carta',
  network_no_preference: 'Nessuna preferenza',
} satisfies CardMessages
