import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'An diese Adresse können wir nicht liefern. Wählen Sie eine andere Adresse.',
  shipping_option_invalid: 'Diese Versandoption ist nicht verfügbar. Wählen Sie eine andere.',
} satisfies GooglePayTranslation
