import type { CardMessages } from '../messages.ts'

export default {
  label: 'Karta',
  save_payment: 'Uložiť túto kartu na budúce platby',
  set_as_default: 'Nastaviť ako predvolený spôsob platby',
  nickname: 'Prezývka karty (nepovinné)',
  shipping_as_billing: 'Fakturačná adresa je rovnaká ako dodacia',
  network_label: 'Kartová sieť',
  network_no_preference: 'Bez preferencie',
} satisfies CardMessages
