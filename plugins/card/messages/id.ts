import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kartu',
  installments_label: 'Cicilan',
  installments_full: 'Bayar penuh',
  installments_monthly: '{count} × {amount}/bulan',
  installments_loading: 'Memeriksa paket cicilan untuk kartu ini…',
  installments_failed: 'Paket cicilan tidak dapat dimuat. Anda dapat membayar penuh.',
  save_payment: 'Simpan kartu ini untuk pembayaran mendatang',
  set_as_default: 'Jadikan metode pembayaran utama',
  nickname: 'Nama panggilan kartu (opsional)',
  shipping_as_billing: 'Alamat penagihan sama dengan alamat pengiriman',
  network_label: 'Jaringan kartu',
  network_no_preference: 'Tanpa preferensi',
} satisfies CardMessages
