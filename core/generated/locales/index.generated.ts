// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (locales/index.generated.ts)
// Source: data/locales/ar/*.json, data/locales/de/*.json, data/locales/en/*.json, data/locales/es/*.json, data/locales/fr/*.json, data/locales/it/*.json, data/locales/ja/*.json, data/locales/nl/*.json, data/locales/pt-BR/*.json, data/locales/zh-Hans/*.json
// Regenerate: npm run codegen
/** Every key of the message catalogs, namespaced by catalog file. */
export type MessageKey = 'address.country_not_allowed' | 'address.empty_phone_number' | 'address.incomplete_address' | 'address.incomplete_first_name' | 'address.incomplete_last_name' | 'address.incomplete_name' | 'address.incomplete_organization_name' | 'address.invalid_postal_code' | 'address.invalid_zip' | 'address.label_area' | 'address.label_city' | 'address.label_county' | 'address.label_department' | 'address.label_district' | 'address.label_do_si' | 'address.label_eircode' | 'address.label_emirate' | 'address.label_island' | 'address.label_line1' | 'address.label_line2' | 'address.label_name' | 'address.label_neighborhood' | 'address.label_oblast' | 'address.label_organization' | 'address.label_parish' | 'address.label_pin' | 'address.label_post_town' | 'address.label_postal' | 'address.label_prefecture' | 'address.label_province' | 'address.label_state' | 'address.label_suburb' | 'address.label_townland' | 'address.label_village_township' | 'address.label_zip' | 'address.po_box_prohibited' | 'addressElement.add_new_address' | 'addressElement.billing_title' | 'addressElement.cancel' | 'addressElement.default_address' | 'addressElement.edit' | 'addressElement.enter_manually' | 'addressElement.invalid_address_view_update' | 'addressElement.label_country' | 'addressElement.label_first_name' | 'addressElement.label_last_name' | 'addressElement.label_phone_country' | 'addressElement.optional_field' | 'addressElement.remove' | 'addressElement.remove_body' | 'addressElement.remove_title' | 'addressElement.same_as_shipping' | 'addressElement.save_address' | 'addressElement.saved_title' | 'addressElement.select_placeholder' | 'addressElement.shipping_title' | 'addressElement.suggestions_label' | 'addressElement.unavailable_address' | 'addressElement.update_failed' | 'addressElement.use_saved_address' | 'card.country_label' | 'card.cvc_label' | 'card.cvc_recollection_required' | 'card.expiry_label' | 'card.expiry_placeholder' | 'card.incomplete_cvc' | 'card.incomplete_expiry' | 'card.incomplete_number' | 'card.incomplete_zip' | 'card.invalid_cvc' | 'card.invalid_expiry_month' | 'card.invalid_expiry_month_past' | 'card.invalid_expiry_year' | 'card.invalid_expiry_year_past' | 'card.invalid_number' | 'card.number_label' | 'card.postal_code_label' | 'common.connection_error' | 'common.field_required' | 'common.incomplete' | 'common.incomplete_payment_details' | 'common.loading' | 'common.mandate' | 'common.modify_bacs_debit_bank_details' | 'common.more_methods' | 'common.pay' | 'common.processing' | 'common.sepa_debit_microdeposits_unconfirmed' | 'common.unexpected_error' | 'common.wallet_show_failed' | 'contact.email_invalid' | 'contact.email_label' | 'contact.empty_phone_number' | 'contact.incomplete_email' | 'contact.incomplete_email_autofill' | 'contact.invalid_phone_number' | 'contact.phone_label' | 'declines.api_connection_error' | 'declines.card_declined' | 'declines.card_velocity_exceeded' | 'declines.expired_card' | 'declines.fraudulent' | 'declines.generic_decline' | 'declines.incorrect_cvc' | 'declines.incorrect_number' | 'declines.incorrect_zip' | 'declines.insufficient_funds' | 'declines.invalid_cvc' | 'declines.invalid_expiry_month' | 'declines.invalid_expiry_year' | 'declines.invalid_number' | 'declines.lost_card' | 'declines.payment_intent_authentication_failure' | 'declines.payment_intent_unexpected_state' | 'declines.processing_error' | 'declines.setup_intent_authentication_failure' | 'declines.setup_intent_unexpected_state' | 'declines.stolen_card'
/** The locales payloom ships catalogs for. */
export type Locale = 'ar' | 'de' | 'en' | 'es' | 'fr' | 'it' | 'ja' | 'nl' | 'pt-BR' | 'zh-Hans'
export type Catalog = Readonly<Record<MessageKey, string>>

export const locales = ['ar', 'de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pt-BR', 'zh-Hans'] as const
export const baseLocale = 'en' as const
/** Loads one locale's catalog on demand, so only the languages shown reach the page. */
export const catalogLoaders: Readonly<Record<Locale, () => Promise<{ readonly messages: Catalog }>>> = {
  'ar': () => import('./ar.generated.ts'),
  'de': () => import('./de.generated.ts'),
  'en': () => import('./en.generated.ts'),
  'es': () => import('./es.generated.ts'),
  'fr': () => import('./fr.generated.ts'),
  'it': () => import('./it.generated.ts'),
  'ja': () => import('./ja.generated.ts'),
  'nl': () => import('./nl.generated.ts'),
  'pt-BR': () => import('./pt_BR.generated.ts'),
  'zh-Hans': () => import('./zh_Hans.generated.ts'),
}
