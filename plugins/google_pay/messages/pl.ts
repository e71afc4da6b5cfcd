import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Nie możemy wysłać na ten adres. Wybierz inny adres.',
  shipping_option_invalid: 'Ta opcja dostawy jest niedostępna. Wybierz inną.',
} satisfies GooglePayTranslation
