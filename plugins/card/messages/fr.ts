import type { CardMessages } from '../messages.ts'

export default {
  label: 'Carte',
  save_payment: 'Enregistrer cette carte pour de futurs paiements',
  set_as_default: 'Définir comme moyen de paiement par défaut',
  nickname: 'Surnom de la carte (facultatif)',
  shipping_as_billing: 'L’adresse de facturation est l’adresse de livraison',
  network_label: 'Réseau de la carte',
  network_no_preference: 'Aucune préférence',
} satisfies CardMessages
