import type { GooglePayTranslation } from '../messages.ts'

export default {
  shipping_address_unserviceable: 'Erre a címre nem tudunk szállítani. Válasszon másik címet.',
  shipping_option_invalid: 'Ez a szállítási mód nem érhető el. Válasszon másikat.',
} satisfies GooglePayTranslation
