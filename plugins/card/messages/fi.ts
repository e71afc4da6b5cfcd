import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kortti',
  save_payment: 'Tallenna tämä kortti tulevia maksuja varten',
  set_as_default: 'Aseta oletusmaksutavaksi',
  nickname: 'Kortin nimi (valinnainen)',
  shipping_as_billing: 'Laskutusosoite on sama kuin toimitusosoite',
  network_label: 'Korttiverkko',
  network_no_preference: 'Ei valintaa',
} satisfies CardMessages
