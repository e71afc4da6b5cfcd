import { formatAmount } from '../../i18n/formatAmount.ts'
import { intlLocale } from '../../i18n/intlLocale.ts'
import type { ElementContext, ElementDefinition, ElementModel } from '../../plugin/ElementDefinition.ts'
import type { AdaptivePricing } from '../../session/elementsSession.ts'
import { CurrencySelectorForm, type CurrencySelectorView } from './CurrencySelectorForm.tsx'
import { currencySelectorStyles } from './currencySelectorStyles.ts'

/** The currency the shopper picked while the group reloads in it, and whether the last switch failed. */
interface SelectorState {
  readonly pending: string | null
  readonly failed: boolean
}

/** The session's adaptive pricing when it offers a choice of currency (controller.md §3 "adaptivePricing"). */
const pricingOf = (context: ElementContext): AdaptivePricing | undefined => {
  const pricing = context.session?.adaptivePricing
  return pricing !== undefined && pricing.options.length > 1 ? pricing : undefined
}

/** "1 EUR = 1.06522 USD, with a 2% conversion fee", in the shopper's language. */
const rateText = (pricing: AdaptivePricing, context: ElementContext): string | null => {
  const active = pricing.options.find((option) => option.currency === pricing.activeCurrency)
  if (active === undefined || pricing.activeCurrency === pricing.integrationCurrency) return null
  const locale = intlLocale(context.locale)
  return context.t('currencySelector.rate', {
    from: pricing.activeCurrency.toUpperCase(),
    rate: new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 }).format(active.exchangeRate),
    to: pricing.integrationCurrency.toUpperCase(),
    markup: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(active.markup),
  })
}

// One warning per page, so each render does not repeat it.
let warned = false

const model: ElementModel<SelectorState> = {
  init: () => ({ pending: null, failed: false }),
  reduce: (state, message) => {
    if (message.kind !== 'action') return state
    // A pick while the last one still loads waits its turn: the shopper sees the first one through.
    if (message.action === 'select' && typeof message.payload === 'string' && state.pending === null) return { pending: message.payload, failed: false }
    if (message.action === 'switched') return { pending: null, failed: false }
    if (message.action === 'switchFailed') return { pending: null, failed: true }
    return state
  },
  view: (state, context): CurrencySelectorView => {
    const pricing = pricingOf(context)
    if (pricing === undefined && !warned) {
      warned = true
      console.warn('payloom currencySelector element: shows nothing: the elements session offers no other currency. Create the elements with mode, amount, currency and adaptivePricing: { allowed: true }.')
    }
    const locale = intlLocale(context.locale)
    const names = new Intl.DisplayNames(locale, { type: 'currency' })
    const chosen = state.pending ?? pricing?.activeCurrency
    return {
      legend: context.t('currencySelector.legend'),
      choices: (pricing?.options ?? []).map((option) => ({
        currency: option.currency,
        amount: formatAmount(option.amount, option.currency, locale),
        name: names.of(option.currency.toUpperCase()) ?? option.currency.toUpperCase(),
        selected: option.currency === chosen,
      })),
      rate: pricing === undefined ? null : rateText(pricing, context),
      status: state.pending === null ? '' : context.t('currencySelector.updating'),
      error: state.failed ? context.t('currencySelector.failed') : null,
    }
  },
  change: (_state, context) => {
    const pricing = pricingOf(context)
    const active = pricing?.options.find((option) => option.currency === pricing.activeCurrency)
    return { elementType: 'currencySelector', empty: false, complete: true, value: active === undefined ? null : { currency: active.currency, amount: active.amount } }
  },
  submit: (state) => state,
  clear: (state) => state,
  firstField: (_state, context) => (pricingOf(context) === undefined ? undefined : 'currency'),
  // A pick reloads the group's session in that currency: every element (the payment element's
  // methods and amounts) follows, then the selector hears the switch is done.
  events: (message, state, context, host, previous) => {
    if (message.kind !== 'action' || message.action !== 'select' || previous?.pending !== null || state.pending === null) return []
    const done = (action: 'switched' | 'switchFailed') => (): void => host.send({ kind: 'action', elementId: message.elementId, action })
    if (context.switchCurrency === undefined) done('switchFailed')()
    else context.switchCurrency(state.pending).then(done('switched'), (error: unknown) => {
      console.warn('payloom currencySelector element: the currency could not be changed:', error)
      done('switchFailed')()
    })
    return []
  },
}

/**
 * The currency selector (payment-form.md §1; Stripe's `currencySelector` with adaptive pricing): the
 * shopper picks the currency they pay in, among those the session quotes, each with its amount.
 */
export const currencySelectorElement: ElementDefinition<SelectorState> = {
  type: 'currencySelector',
  model,
  Form: CurrencySelectorForm,
  styles: currencySelectorStyles,
}
