import type { CardMessages } from '../messages.ts'

export default {
  label: 'Card',
  save_payment: 'I-save ang card na ito para sa mga susunod na bayad',
  set_as_default: 'Itakda bilang default na paraan ng pagbabayad',
  nickname: 'Palayaw ng card (opsyonal)',
  shipping_as_billing: 'Kapareho ng shipping address ang billing address',
  network_label: 'Network ng card',
  network_no_preference: 'Walang kagustuhan',
} satisfies CardMessages
