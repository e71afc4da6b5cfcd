import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Nu putem livra la această adresă. Alegeți o altă adresă.',
  shipping_option_invalid: 'Această opțiune de livrare nu este disponibilă. Alegeți alta.',
} satisfies GooglePayTranslation
