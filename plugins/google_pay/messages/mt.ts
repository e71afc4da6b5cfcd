import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Ma nistgħux nibagħtu f’dan l-indirizz. Agħżel indirizz ieħor.',
  shipping_option_invalid: 'Din l-għażla ta’ kunsinna mhijiex disponibbli. Agħżel oħra.',
} satisfies GooglePayTranslation
