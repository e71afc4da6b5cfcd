import type { CardMessages } from '../messages.ts'

export default {
  label: 'Karta',
  installments_label: 'Splátky',
  installments_full: 'Zaplatiť celú sumu',
  installments_monthly: '{count} × {amount}/mesiac',
  installments_loading: 'Overujeme splátkové plány pre túto kartu…',
  installments_failed: 'Splátkové plány sa nepodarilo načítať. Môžete zaplatiť celú sumu.',
  save_payment: 'Uložiť túto kartu na budúce platby',
  set_as_default: 'Nastaviť ako predvolený spôsob platby',
  nickname: 'Prezývka karty (nepovinné)',
  shipping_as_billing: 'Fakturačná adresa je rovnaká ako dodacia',
  network_label: 'Kartová sieť',
  network_no_preference: 'Bez preferencie',
} satisfies CardMessages
