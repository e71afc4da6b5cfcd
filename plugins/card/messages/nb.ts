import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kort',
  save_payment: 'Lagre dette kortet for fremtidige betalinger',
  set_as_default: 'Angi som standard betalingsmåte',
  nickname: 'Kallenavn på kortet (valgfritt)',
  shipping_as_billing: 'Fakturaadressen er den samme som leveringsadressen',
  network_label: 'Kortnettverk',
  network_no_preference: 'Ingen preferanse',
} satisfies CardMessages
