/**
 * The sandbox merchant's card settings: what the provider's dashboard would hold for the account,
 * and what the elements session answers in `card_brand_choice` (the shopper may pick the network
 * of a co-badged card) and `filter_cards` (the brands the merchant accepts or refuses), for
 * controller.md §3 "Full elements session result". A test or the demo sets them with the test
 * helper below (secret key); they are kept in SQLite, as the Link settings are.
 */
import { ApiError } from './ApiError.ts'
import { commonParams } from './params.ts'
import { ok, type Context } from './router.ts'
import { accountSettingRoutes, sandboxAccount } from './accountSettingRoutes.ts'
import { Kind, type Store } from './Store.ts'

/** The brands a merchant may allow or refuse (the card form's filter brands). */
const filterBrands = ['visa', 'mastercard', 'amex', 'discover_global_network', 'discover', 'diners', 'jcb', 'unionpay', 'cartes_bancaires', 'elo'] as const

export interface MerchantCardSettings {
  /** Co-badged cards (cartes_bancaires with visa or mastercard) let the shopper pick the network. */
  readonly card_brand_choice_eligible: boolean
  /** Only these brands are accepted; null: no allow list. */
  readonly allowed_brands: ReadonlyArray<string> | null
  /** These brands are refused; null: none. */
  readonly disallowed_brands: ReadonlyArray<string> | null
}

export const defaultCardSettings: MerchantCardSettings = { card_brand_choice_eligible: false, allowed_brands: null, disallowed_brands: null }

export const merchantCardSettings = (store: Store): MerchantCardSettings => {
  const row = store.get<MerchantCardSettings & { readonly id: string }, null>(Kind.cardSettings, sandboxAccount)
  if (row === undefined) return defaultCardSettings
  const { id: _id, ...settings } = row.body
  return { ...defaultCardSettings, ...settings }
}

/** The session's card fields for these settings. */
export const sessionCardFields = (settings: MerchantCardSettings) => ({
  card_brand_choice: {
    eligible: settings.card_brand_choice_eligible,
    preferred_networks: settings.card_brand_choice_eligible ? ['cartes_bancaires'] : [],
    supported_cobranded_networks: settings.card_brand_choice_eligible ? { cartes_bancaires: true } : {},
  },
  filter_cards: settings.allowed_brands === null && settings.disallowed_brands === null
    ? null
    : { allowed_brands: settings.allowed_brands, disallowed_brands: settings.disallowed_brands },
})

/** A brand list parameter: absent keeps the current one, empty (`allowed_brands=`) clears it. */
const brandList = (context: Context, name: 'allowed_brands' | 'disallowed_brands', current: ReadonlyArray<string> | null): ReadonlyArray<string> | null => {
  if (context.params.raw(name) === '') return null
  const brands = context.params.strings(name)
  if (brands === undefined) return current
  const unknown = brands.find((brand) => !(filterBrands as ReadonlyArray<string>).includes(brand))
  if (unknown !== undefined) throw ApiError.invalidRequest(`Invalid ${name}: ${unknown} is not one of ${filterBrands.join(', ')}.`, { param: name })
  return brands
}

/** POST /v1/test_helpers/card_settings: changes the settings named, keeps the others. Answers them all. */
const update = (context: Context) => {
  context.params.only([...commonParams, 'card_brand_choice_eligible', 'allowed_brands', 'disallowed_brands'])
  const current = merchantCardSettings(context.store)
  const next: MerchantCardSettings = {
    card_brand_choice_eligible: context.params.boolean('card_brand_choice_eligible') ?? current.card_brand_choice_eligible,
    allowed_brands: brandList(context, 'allowed_brands', current.allowed_brands),
    disallowed_brands: brandList(context, 'disallowed_brands', current.disallowed_brands),
  }
  if (next.allowed_brands !== null && next.disallowed_brands !== null) {
    throw ApiError.invalidRequest('Give allowed_brands or disallowed_brands, not both.', { param: 'disallowed_brands' })
  }
  context.store.put(Kind.cardSettings, { id: sandboxAccount, ...next }, null)
  return ok({ object: 'card_settings', ...next })
}

export const merchantCardSettingsRoutes = accountSettingRoutes('card_settings', Kind.cardSettings, (context) => ok({ object: 'card_settings', ...merchantCardSettings(context.store) }), update)
