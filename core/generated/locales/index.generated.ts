// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (locales/index.generated.ts)
// Source: data/locales/locales.json, data/cldr/locale-matching.json, data/locales/ar/*.json, data/locales/bg/*.json, data/locales/cs/*.json, data/locales/da/*.json, data/locales/de/*.json, data/locales/el/*.json, data/locales/en/*.json, data/locales/en-CA/*.json, data/locales/en-GB/*.json, data/locales/es/*.json, data/locales/es-419/*.json, data/locales/et/*.json, data/locales/fa/*.json, data/locales/fi/*.json, data/locales/fil/*.json, data/locales/fr/*.json, data/locales/fr-CA/*.json, data/locales/he/*.json, data/locales/hi/*.json, data/locales/hr/*.json, data/locales/hu/*.json, data/locales/id/*.json, data/locales/it/*.json, data/locales/ja/*.json, data/locales/ko/*.json, data/locales/lt/*.json, data/locales/lv/*.json, data/locales/ms/*.json, data/locales/mt/*.json, data/locales/nb/*.json, data/locales/nl/*.json, data/locales/pl/*.json, data/locales/pt/*.json, data/locales/pt-BR/*.json, data/locales/ro/*.json, data/locales/ru/*.json, data/locales/sk/*.json, data/locales/sl/*.json, data/locales/sv/*.json, data/locales/th/*.json, data/locales/tr/*.json, data/locales/uk/*.json, data/locales/vi/*.json, data/locales/zh/*.json, data/locales/zh-HK/*.json, data/locales/zh-TW/*.json
// Regenerate: npm run codegen
/** Every key of the message catalogs, namespaced by catalog file. */
export type MessageKey = 'address.country_not_allowed' | 'address.empty_phone_number' | 'address.incomplete_address' | 'address.incomplete_first_name' | 'address.incomplete_last_name' | 'address.incomplete_name' | 'address.incomplete_organization_name' | 'address.invalid_postal_code' | 'address.invalid_zip' | 'address.label_area' | 'address.label_city' | 'address.label_county' | 'address.label_department' | 'address.label_district' | 'address.label_do_si' | 'address.label_eircode' | 'address.label_emirate' | 'address.label_island' | 'address.label_line1' | 'address.label_line2' | 'address.label_name' | 'address.label_neighborhood' | 'address.label_oblast' | 'address.label_organization' | 'address.label_parish' | 'address.label_pin' | 'address.label_post_town' | 'address.label_postal' | 'address.label_prefecture' | 'address.label_province' | 'address.label_state' | 'address.label_suburb' | 'address.label_townland' | 'address.label_village_township' | 'address.label_zip' | 'address.po_box_prohibited' | 'address.required_field' | 'addressElement.add_new_address' | 'addressElement.billing_title' | 'addressElement.cancel' | 'addressElement.default_address' | 'addressElement.default_failed' | 'addressElement.edit' | 'addressElement.edit_label' | 'addressElement.edit_title' | 'addressElement.enter_manually' | 'addressElement.invalid_address_view_update' | 'addressElement.label_country' | 'addressElement.label_first_name' | 'addressElement.label_last_name' | 'addressElement.label_phone_country' | 'addressElement.make_default' | 'addressElement.optional_field' | 'addressElement.remove' | 'addressElement.remove_body' | 'addressElement.remove_failed' | 'addressElement.remove_label' | 'addressElement.remove_title' | 'addressElement.same_as_shipping' | 'addressElement.save_address' | 'addressElement.save_to_wallet' | 'addressElement.saved_title' | 'addressElement.select_placeholder' | 'addressElement.shipping_title' | 'addressElement.suggestion_position' | 'addressElement.suggestions_count' | 'addressElement.suggestions_label' | 'addressElement.unavailable_address' | 'addressElement.update_failed' | 'addressElement.use_saved_address' | 'card.accepted_brands_label' | 'card.country_label' | 'card.cvc_label' | 'card.cvc_recollection_required' | 'card.expiry_label' | 'card.expiry_placeholder' | 'card.incomplete_cvc' | 'card.incomplete_expiry' | 'card.incomplete_number' | 'card.incomplete_zip' | 'card.invalid_cvc' | 'card.invalid_expiry_month' | 'card.invalid_expiry_month_past' | 'card.invalid_expiry_year' | 'card.invalid_expiry_year_past' | 'card.invalid_number' | 'card.number_label' | 'card.postal_code_label' | 'card.unsupported_card_brand' | 'card.unsupported_card_brand_country' | 'common.card_terms' | 'common.card_terms_unnamed' | 'common.connection_error' | 'common.external_method' | 'common.field_required' | 'common.future_terms' | 'common.future_terms_unnamed' | 'common.incomplete' | 'common.incomplete_payment_details' | 'common.loading' | 'common.mandate' | 'common.mandate_business' | 'common.modify_bacs_debit_bank_details' | 'common.more_methods' | 'common.pay' | 'common.processing' | 'common.sepa_debit_microdeposits_unconfirmed' | 'common.unexpected_error' | 'common.wallet_show_failed' | 'contact.email_invalid' | 'contact.email_label' | 'contact.empty_phone_number' | 'contact.incomplete_email' | 'contact.incomplete_email_autofill' | 'contact.invalid_phone_number' | 'contact.phone_label' | 'currencySelector.failed' | 'currencySelector.legend' | 'currencySelector.rate' | 'currencySelector.updating' | 'declines.api_connection_error' | 'declines.card_declined' | 'declines.card_velocity_exceeded' | 'declines.expired_card' | 'declines.fraudulent' | 'declines.generic_decline' | 'declines.incorrect_cvc' | 'declines.incorrect_number' | 'declines.incorrect_zip' | 'declines.insufficient_funds' | 'declines.invalid_cvc' | 'declines.invalid_expiry_month' | 'declines.invalid_expiry_year' | 'declines.invalid_number' | 'declines.lost_card' | 'declines.payment_intent_authentication_failure' | 'declines.payment_intent_unexpected_state' | 'declines.processing_error' | 'declines.setup_intent_authentication_failure' | 'declines.setup_intent_unexpected_state' | 'declines.stolen_card' | 'express.add_money' | 'express.book' | 'express.buy' | 'express.check_out' | 'express.contribute' | 'express.donate' | 'express.more' | 'express.order' | 'express.pay' | 'express.reload' | 'express.rent' | 'express.subscribe' | 'express.support' | 'express.tip' | 'express.top_up' | 'issuing.copied' | 'issuing.copy_cvc' | 'issuing.copy_expiry' | 'issuing.copy_failed' | 'issuing.copy_number' | 'issuing.copy_pin' | 'issuing.load_failed' | 'issuing.pin_label' | 'savedMethods.add_new' | 'savedMethods.address_title' | 'savedMethods.back_to_saved' | 'savedMethods.call_failed' | 'savedMethods.cancel' | 'savedMethods.card' | 'savedMethods.card_description' | 'savedMethods.cvc_label' | 'savedMethods.default_badge' | 'savedMethods.expired' | 'savedMethods.expired_card' | 'savedMethods.expires' | 'savedMethods.expiry_label' | 'savedMethods.remove' | 'savedMethods.remove_aria' | 'savedMethods.remove_confirm' | 'savedMethods.remove_confirmation' | 'savedMethods.remove_title' | 'savedMethods.save' | 'savedMethods.set_as_default' | 'savedMethods.title' | 'savedMethods.update' | 'savedMethods.update_address' | 'savedMethods.update_address_aria' | 'savedMethods.update_aria' | 'savedMethods.update_title' | 'savedMethods.working'
/** The locales payloom accepts, each resolving to a catalog. */
export type Locale = 'ar' | 'bg' | 'cs' | 'da' | 'de' | 'el' | 'en' | 'en-AU' | 'en-CA' | 'en-GB' | 'en-NZ' | 'es' | 'es-419' | 'es-ES' | 'et' | 'fa' | 'fi' | 'fil' | 'fr' | 'fr-CA' | 'fr-FR' | 'he' | 'hi' | 'hr' | 'hu' | 'id' | 'it' | 'it-IT' | 'ja' | 'ko' | 'lt' | 'lv' | 'ms' | 'mt' | 'nb' | 'nl' | 'pl' | 'pt' | 'pt-BR' | 'ro' | 'ru' | 'sk' | 'sl' | 'sv' | 'th' | 'tr' | 'uk' | 'vi' | 'zh' | 'zh-HK' | 'zh-TW'
export type Catalog = Readonly<Record<MessageKey, string>>

export const locales = ['ar', 'bg', 'cs', 'da', 'de', 'el', 'en', 'en-AU', 'en-CA', 'en-GB', 'en-NZ', 'es', 'es-419', 'es-ES', 'et', 'fa', 'fi', 'fil', 'fr', 'fr-CA', 'fr-FR', 'he', 'hi', 'hr', 'hu', 'id', 'it', 'it-IT', 'ja', 'ko', 'lt', 'lv', 'ms', 'mt', 'nb', 'nl', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sk', 'sl', 'sv', 'th', 'tr', 'uk', 'vi', 'zh', 'zh-HK', 'zh-TW'] as const
export const baseLocale = 'en' as const
/** The locale each regional locale falls back to before English (en-AU -> en-GB), for plugin strings. */
export const localeParents = {
  'en-AU': 'en-GB',
  'en-CA': 'en-GB',
  'en-GB': 'en',
  'en-NZ': 'en-GB',
  'es-419': 'es',
  'es-ES': 'es',
  'fr-CA': 'fr',
  'fr-FR': 'fr',
  'it-IT': 'it',
  'pt-BR': 'pt',
  'zh-HK': 'zh-TW',
} as const satisfies Readonly<Partial<Record<Locale, Locale>>>
/** Lower-case tags that resolve to a locale other than their prefix's, from CLDR's parent locales, likely scripts and language aliases (codegen/localeMatching.ts). */
export const localeAliases = {
  ar: ['arb'],
  'en-GB': ['en-001', 'en-150', 'en-ag', 'en-ai', 'en-at', 'en-bb', 'en-be', 'en-bm', 'en-bs', 'en-bw', 'en-bz', 'en-cc', 'en-ch', 'en-ck', 'en-cm', 'en-cx', 'en-cy', 'en-cz', 'en-de', 'en-dg', 'en-dk', 'en-dm', 'en-ee', 'en-er', 'en-es', 'en-fi', 'en-fj', 'en-fk', 'en-fm', 'en-fr', 'en-gd', 'en-ge', 'en-gg', 'en-gh', 'en-gi', 'en-gm', 'en-gs', 'en-gy', 'en-hk', 'en-hu', 'en-id', 'en-ie', 'en-il', 'en-im', 'en-in', 'en-io', 'en-it', 'en-je', 'en-jm', 'en-ke', 'en-ki', 'en-kn', 'en-ky', 'en-lc', 'en-lr', 'en-ls', 'en-lt', 'en-lv', 'en-mg', 'en-mo', 'en-ms', 'en-mt', 'en-mu', 'en-mv', 'en-mw', 'en-my', 'en-na', 'en-nf', 'en-ng', 'en-nl', 'en-no', 'en-nr', 'en-nu', 'en-pg', 'en-pk', 'en-pl', 'en-pn', 'en-pt', 'en-pw', 'en-ro', 'en-rw', 'en-sb', 'en-sc', 'en-sd', 'en-se', 'en-sg', 'en-sh', 'en-si', 'en-sk', 'en-sl', 'en-ss', 'en-sx', 'en-sz', 'en-tc', 'en-tk', 'en-to', 'en-tt', 'en-tv', 'en-tz', 'en-ua', 'en-ug', 'en-vc', 'en-vg', 'en-vu', 'en-ws', 'en-za', 'en-zm', 'en-zw', 'hi-latn'],
  'es-419': ['es-ar', 'es-bo', 'es-br', 'es-bz', 'es-cl', 'es-co', 'es-cr', 'es-cu', 'es-do', 'es-ec', 'es-gt', 'es-hn', 'es-mx', 'es-ni', 'es-pa', 'es-pe', 'es-pr', 'es-py', 'es-sv', 'es-us', 'es-uy', 'es-ve'],
  et: ['ekk'],
  fa: ['drw', 'pes', 'tnf'],
  fil: ['tl'],
  fr: ['ht'],
  he: ['iw'],
  hr: ['scr'],
  id: ['in'],
  lv: ['lvs'],
  ms: ['zsm'],
  nb: ['nn', 'no'],
  ro: ['mo'],
  zh: ['cmn'],
  'zh-HK': ['zh-mo', 'zh-hant-hk', 'zh-hant-mo'],
  'zh-TW': ['zh-au', 'zh-bn', 'zh-gb', 'zh-gf', 'zh-hant', 'zh-id', 'zh-pa', 'zh-pf', 'zh-ph', 'zh-sr', 'zh-th', 'zh-us', 'zh-vn'],
} as const satisfies Readonly<Partial<Record<Locale, ReadonlyArray<string>>>>
/** Loads one locale's catalog on demand, so only the language shown reaches the page. */
export const catalogLoaders: Readonly<Record<Locale, () => Promise<{ readonly messages: Catalog }>>> = {
  'ar': () => import('./ar.generated.ts'),
  'bg': () => import('./bg.generated.ts'),
  'cs': () => import('./cs.generated.ts'),
  'da': () => import('./da.generated.ts'),
  'de': () => import('./de.generated.ts'),
  'el': () => import('./el.generated.ts'),
  'en': () => import('./en.generated.ts'),
  'en-AU': () => import('./en_GB.generated.ts'),
  'en-CA': () => import('./en_CA.generated.ts'),
  'en-GB': () => import('./en_GB.generated.ts'),
  'en-NZ': () => import('./en_GB.generated.ts'),
  'es': () => import('./es.generated.ts'),
  'es-419': () => import('./es_419.generated.ts'),
  'es-ES': () => import('./es.generated.ts'),
  'et': () => import('./et.generated.ts'),
  'fa': () => import('./fa.generated.ts'),
  'fi': () => import('./fi.generated.ts'),
  'fil': () => import('./fil.generated.ts'),
  'fr': () => import('./fr.generated.ts'),
  'fr-CA': () => import('./fr_CA.generated.ts'),
  'fr-FR': () => import('./fr.generated.ts'),
  'he': () => import('./he.generated.ts'),
  'hi': () => import('./hi.generated.ts'),
  'hr': () => import('./hr.generated.ts'),
  'hu': () => import('./hu.generated.ts'),
  'id': () => import('./id.generated.ts'),
  'it': () => import('./it.generated.ts'),
  'it-IT': () => import('./it.generated.ts'),
  'ja': () => import('./ja.generated.ts'),
  'ko': () => import('./ko.generated.ts'),
  'lt': () => import('./lt.generated.ts'),
  'lv': () => import('./lv.generated.ts'),
  'ms': () => import('./ms.generated.ts'),
  'mt': () => import('./mt.generated.ts'),
  'nb': () => import('./nb.generated.ts'),
  'nl': () => import('./nl.generated.ts'),
  'pl': () => import('./pl.generated.ts'),
  'pt': () => import('./pt.generated.ts'),
  'pt-BR': () => import('./pt_BR.generated.ts'),
  'ro': () => import('./ro.generated.ts'),
  'ru': () => import('./ru.generated.ts'),
  'sk': () => import('./sk.generated.ts'),
  'sl': () => import('./sl.generated.ts'),
  'sv': () => import('./sv.generated.ts'),
  'th': () => import('./th.generated.ts'),
  'tr': () => import('./tr.generated.ts'),
  'uk': () => import('./uk.generated.ts'),
  'vi': () => import('./vi.generated.ts'),
  'zh': () => import('./zh.generated.ts'),
  'zh-HK': () => import('./zh_HK.generated.ts'),
  'zh-TW': () => import('./zh_TW.generated.ts'),
}
