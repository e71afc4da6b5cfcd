import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kártya',
  installments_label: 'Részletfizetés',
  installments_full: 'Teljes összeg kifizetése',
  installments_monthly: '{count} × {amount}/hó',
  installments_loading: 'A kártyához tartozó részletfizetési lehetőségek ellenőrzése…',
  installments_failed: 'A részletfizetési lehetőségeket nem sikerült betölteni. Kifizetheti a teljes összeget.',
  save_payment: 'A kártya mentése a jövőbeli fizetésekhez',
  set_as_default: 'Beállítás alapértelmezett fizetési módként',
  nickname: 'Kártya beceneve (nem kötelező)',
  shipping_as_billing: 'A számlázási cím megegyezik a szállítási címmel',
  network_label: 'Kártyahálózat',
  network_no_preference: 'Nincs preferencia',
} satisfies CardMessages
