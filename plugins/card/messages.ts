import type { PluginMessages } from 'payloom'

/** The card form's own strings; field errors come from the core catalogs (card namespace). */
export const messages = {
  en: {
    label: 'Card',
    save_payment: 'Save this card for future payments',
    set_as_default: 'Set as default payment method',
    nickname: 'Card nickname (optional)',
    shipping_as_billing: 'Billing address is the same as shipping',
  },
  fr: {
    label: 'Carte',
    save_payment: 'Enregistrer cette carte pour de futurs paiements',
    set_as_default: 'Définir comme moyen de paiement par défaut',
    nickname: 'Surnom de la carte (facultatif)',
    shipping_as_billing: 'L’adresse de facturation est l’adresse de livraison',
  },
} as const satisfies PluginMessages
