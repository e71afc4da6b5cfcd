import type { CardMessages } from '../messages.ts'

export default {
  label: 'Tarjeta',
  save_payment: 'Guardar esta tarjeta para pagos futuros',
  set_as_default: 'Establecer como método de pago predeterminado',
  nickname: 'Alias de la tarjeta (opcional)',
  shipping_as_billing: 'La dirección de facturación es la misma que la de envío',
  network_label: 'Red de la tarjeta',
  network_no_preference: 'Sin preferencia',
} satisfies CardMessages
