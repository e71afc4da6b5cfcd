import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Non possiamo spedire a questo indirizzo. Scegli un altro indirizzo.',
  shipping_option_invalid: 'Questa opzione di spedizione non è disponibile. Scegline un’altra.',
} satisfies GooglePayTranslation
