import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kad',
  save_payment: 'Simpan kad ini untuk pembayaran akan datang',
  set_as_default: 'Tetapkan sebagai kaedah pembayaran lalai',
  nickname: 'Nama samaran kad (pilihan)',
  shipping_as_billing: 'Alamat pengebilan sama dengan alamat penghantaran',
  network_label: 'Rangkaian kad',
  network_no_preference: 'Tiada pilihan',
} satisfies CardMessages
