import type { CardMessages } from '../messages.ts'

export default {
  label: 'Tarjeta',
  installments_label: 'Pago a plazos',
  installments_full: 'Pagar el total',
  installments_monthly: '{count} × {amount}/mes',
  installments_loading: 'Consultando los planes de pago a plazos de esta tarjeta…',
  installments_failed: 'No se pudieron cargar los planes de pago a plazos. Puedes pagar el total.',
  save_payment: 'Guardar esta tarjeta para pagos futuros',
  set_as_default: 'Establecer como método de pago predeterminado',
  nickname: 'Alias de la tarjeta (opcional)',
  shipping_as_billing: 'La dirección de facturación es la misma que la de envío',
  network_label: 'Red de la tarjeta',
  network_no_preference: 'Sin preferencia',
} satisfies CardMessages
