import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Hindi kami makapagpapadala sa address na ito. Pumili ng ibang address.',
  shipping_option_invalid: 'Hindi available ang opsyong ito sa pagpapadala. Pumili ng iba.',
} satisfies GooglePayTranslation
