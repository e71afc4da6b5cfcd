import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kartu',
  save_payment: 'Simpan kartu ini untuk pembayaran mendatang',
  set_as_default: 'Jadikan metode pembayaran utama',
  nickname: 'Nama panggilan kartu (opsional)',
  shipping_as_billing: 'Alamat penagihan sama dengan alamat pengiriman',
  network_label: 'Jaringan kartu',
  network_no_preference: 'Tanpa preferensi',
} satisfies CardMessages
