import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Não podemos entregar neste endereço. Escolha outro endereço.',
  shipping_option_invalid: 'Esta opção de frete não está disponível. Escolha outra.',
} satisfies GooglePayTranslation
