/**
 * The sandbox merchant's Link settings: what the provider's dashboard would hold for the account,
 * and what the elements session answers in `link_settings` for a payment that lists link (wallet.md
 * §9 "Link modes", "Opt-in modes", §8 reasons). A test or the demo sets them with the test helper
 * below (secret key); they are kept in SQLite, so they outlive a restart on the same data folder.
 * The names are the elements session's own, so what is set is what the client reads.
 */
import { ApiError } from '../ApiError.ts'
import { commonParams } from '../params.ts'
import { ok, type Context } from '../router.ts'
import { accountSettingRoutes, sandboxAccount } from '../accountSettingRoutes.ts'
import { Kind, type Store } from '../Store.ts'

export const linkModes = ['LINK_PAYMENT_METHOD', 'PASSTHROUGH', 'LINK_CARD_BRAND'] as const
export const optInModes = ['NONE', 'OPTIONAL', 'FULL'] as const
export const fundingSources = ['CARD', 'BANK_ACCOUNT'] as const

/** The settings a merchant can change; each is a field of the session's `link_settings`. */
export interface MerchantLinkSettings {
  /** How Link pays: a link payment method, or the saved card shared as a card (shown as a brand for LINK_CARD_BRAND). */
  readonly link_mode: (typeof linkModes)[number]
  /** How the card form's "Save my info" box starts (wallet.md §9). */
  readonly link_default_opt_in: (typeof optInModes)[number]
  /** The provider's kill switch for Link in the payment element (link_payment_element_disabled_by_targeting). */
  readonly link_pm_killswitch_on_in_elements: boolean
  /** What consumers may pay with here; none: no_link_funding_sources_available. */
  readonly link_funding_sources: ReadonlyArray<(typeof fundingSources)[number]>
  /** The shopper is in the holdback arm of link_global_holdback (an A/A test: logged, nothing changes). */
  readonly link_global_holdback_on: boolean
  /** New consumers may not sign up on this merchant's forms (link_signup_disabled). */
  readonly link_elements_pageload_sign_up_disabled: boolean
  /** Link may be offered where the payment takes no card. */
  readonly link_only_for_payment_method_types_enabled: boolean
}

export const defaultLinkSettings: MerchantLinkSettings = {
  link_mode: 'PASSTHROUGH',
  link_default_opt_in: 'NONE',
  link_pm_killswitch_on_in_elements: false,
  link_funding_sources: ['CARD'],
  link_global_holdback_on: false,
  link_elements_pageload_sign_up_disabled: false,
  link_only_for_payment_method_types_enabled: false,
}

export const merchantLinkSettings = (store: Store): MerchantLinkSettings => {
  const row = store.get<MerchantLinkSettings & { readonly id: string }, null>(Kind.linkSettings, sandboxAccount)
  if (row === undefined) return defaultLinkSettings
  const { id: _id, ...settings } = row.body
  return { ...defaultLinkSettings, ...settings }
}

const names = Object.keys(defaultLinkSettings)

/**
 * POST /v1/test_helpers/link_settings: changes the settings named, keeps the others; an empty
 * `link_funding_sources` (`link_funding_sources=`) leaves none. Answers them all.
 */
const update = (context: Context) => {
  const params = context.params.only([...commonParams, ...names])
  const current = merchantLinkSettings(context.store)
  const sources = params.raw('link_funding_sources') === '' ? [] : params.strings('link_funding_sources')
  const unknown = sources?.find((source) => !(fundingSources as ReadonlyArray<string>).includes(source))
  if (unknown !== undefined) throw ApiError.invalidRequest(`Invalid link_funding_sources: ${unknown} is not one of ${fundingSources.join(', ')}.`, { param: 'link_funding_sources' })
  const next: MerchantLinkSettings = {
    link_mode: params.oneOf('link_mode', linkModes) ?? current.link_mode,
    link_default_opt_in: params.oneOf('link_default_opt_in', optInModes) ?? current.link_default_opt_in,
    link_pm_killswitch_on_in_elements: params.boolean('link_pm_killswitch_on_in_elements') ?? current.link_pm_killswitch_on_in_elements,
    link_funding_sources: (sources as MerchantLinkSettings['link_funding_sources'] | undefined) ?? current.link_funding_sources,
    link_global_holdback_on: params.boolean('link_global_holdback_on') ?? current.link_global_holdback_on,
    link_elements_pageload_sign_up_disabled: params.boolean('link_elements_pageload_sign_up_disabled') ?? current.link_elements_pageload_sign_up_disabled,
    link_only_for_payment_method_types_enabled: params.boolean('link_only_for_payment_method_types_enabled') ?? current.link_only_for_payment_method_types_enabled,
  }
  context.store.put(Kind.linkSettings, { id: sandboxAccount, ...next }, null)
  return ok({ object: 'link_settings', ...next })
}

export const merchantLinkSettingsRoutes = accountSettingRoutes('link_settings', Kind.linkSettings, (context) => ok({ object: 'link_settings', ...merchantLinkSettings(context.store) }), update)
