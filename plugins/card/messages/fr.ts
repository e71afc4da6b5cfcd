import type { CardMessages } from '../messages.ts'

export default {
  label: 'Carte',
  installments_label: 'Paiement en plusieurs fois',
  installments_full: 'Payer en une fois',
  installments_monthly: '{count} × {amount}/mois',
  installments_loading: 'Recherche des paiements en plusieurs fois proposés pour cette carte…',
  installments_failed: 'Les paiements en plusieurs fois n’ont pas pu être chargés. Vous pouvez payer en une fois.',
  save_payment: 'Enregistrer cette carte pour de futurs paiements',
  set_as_default: 'Définir comme moyen de paiement par défaut',
  nickname: 'Surnom de la carte (facultatif)',
  shipping_as_billing: 'L’adresse de facturation est l’adresse de livraison',
  network_label: 'Réseau de la carte',
  network_no_preference: 'Aucune préférence',
} satisfies CardMessages
