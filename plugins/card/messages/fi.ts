import type { CardMessages } from '../messages.ts'

export default {
  label: 'Kortti',
  installments_label: 'Osamaksu',
  installments_full: 'Maksa koko summa',
  installments_monthly: '{count} × {amount}/kk',
  installments_loading: 'Tarkistetaan tämän kortin osamaksuvaihtoehtoja…',
  installments_failed: 'Osamaksuvaihtoehtoja ei voitu ladata. Voit maksaa koko summan.',
  save_payment: 'Tallenna tämä kortti tulevia maksuja varten',
  set_as_default: 'Aseta oletusmaksutavaksi',
  nickname: 'Kortin nimi (valinnainen)',
  shipping_as_billing: 'Laskutusosoite on sama kuin toimitusosoite',
  network_label: 'Korttiverkko',
  network_no_preference: 'Ei valintaa',
} satisfies CardMessages
