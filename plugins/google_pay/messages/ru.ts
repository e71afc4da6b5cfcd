import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Мы не можем доставить заказ по этому адресу. Выберите другой адрес.',
  shipping_option_invalid: 'Этот способ доставки недоступен. Выберите другой.',
} satisfies GooglePayTranslation
