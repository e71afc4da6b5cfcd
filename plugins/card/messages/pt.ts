import type { CardMessages } from '../messages.ts'

export default {
  label: 'Cartão',
  save_payment: 'Guardar este cartão para pagamentos futuros',
  set_as_default: 'Definir como método de pagamento predefinido',
  nickname: 'Alcunha do cartão (opcional)',
  shipping_as_billing: 'A morada de faturação é igual à morada de envio',
  network_label: 'Rede do cartão',
  network_no_preference: 'Sem preferência',
} satisfies CardMessages
