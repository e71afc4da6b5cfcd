import type { CardMessages } from '../messages.ts'

export default {
  label: 'Cartão',
  save_payment: 'Salvar este cartão para pagamentos futuros',
  set_as_default: 'Definir como forma de pagamento padrão',
  nickname: 'Apelido do cartão (opcional)',
  shipping_as_billing: 'O endereço de cobrança é o mesmo de entrega',
  network_label: 'Bandeira do cartão',
  network_no_preference: 'Sem preferência',
} satisfies CardMessages
