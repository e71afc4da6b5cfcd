import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kártya',
  save_payment: 'A kártya mentése a jövőbeli fizetésekhez',
  set_as_default: 'Beállítás alapértelmezett fizetési módként',
  nickname: 'Kártya beceneve (nem kötelező)',
  shipping_as_billing: 'A számlázási cím megegyezik a szállítási címmel',
  network_label: 'Kártyahálózat',
  network_no_preference: 'Nincs preferencia',
} satisfies CardMessages
