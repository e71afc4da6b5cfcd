import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Não podemos enviar para esta morada. Escolha outra morada.',
  shipping_option_invalid: 'Esta opção de envio não está disponível. Escolha outra.',
} satisfies GooglePayTranslation
