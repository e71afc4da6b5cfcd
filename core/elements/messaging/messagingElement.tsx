import { defaultCountryFor } from '../../i18n/defaultCountry.ts'
import { intlLocale } from '../../i18n/intlLocale.ts'
import { browserLanguages } from '../../i18n/localeOption.ts'
import { instalmentMethodTypes } from '../../generated/instalments.generated.ts'
import type { PaymentMethodPlugin } from '../../plugin/contract.ts'
import type { ElementContext, ElementDefinition, ElementModel, ElementType } from '../../plugin/ElementDefinition.ts'
import type { Registry } from '../../plugin/Registry.ts'
import type { MessagingElementOptions } from '../../validation/options/messagingElement.ts'
import { messagingForm, type MessagingView } from './MessagingForm.tsx'
import { messagingOffer, type MessagingOffer, type MessagingPayment } from './messagingOffer.ts'
import { messagingStyles } from './messagingStyles.ts'
import { messageLines, planSections, type MessageLead, type MethodText } from './messagingText.ts'

/** A messaging element's own state: only whether its plans dialog is open (the rest follows from the options and the session). */
interface MessagingState {
  readonly dialogOpen: boolean
}

type Context = ElementContext<MessagingElementOptions>

/**
 * The payment the element speaks of: its options' amount and currency, else the group's payment's
 * (a setup has none), and the shopper's country (the option, else from their browser's languages
 * and the currency, as a form's country starts). A string says why there is none.
 */
const paymentOf = (context: Context): MessagingPayment | string => {
  const { options, session } = context
  const amount = options?.amount ?? (session?.intentType === 'payment_intent' && session.amount > 0 ? session.amount : undefined)
  if (amount === undefined) return 'it has no amount to speak of: pass amount and currency in its options, or create the elements for a payment.'
  const currency = (options?.currency ?? session?.currency ?? 'usd').toLowerCase()
  return { amount, currency, country: options?.countryCode ?? defaultCountryFor(currency, browserLanguages(), session?.merchantCountry) }
}

/** What a messaging element shows for its options, and how it reads. */
export interface MessagingSpec {
  readonly type: ElementType
  /** The plugins it may speak of, in the order it speaks of them unless the options' `paymentMethodTypes` say otherwise. */
  readonly plugins: ReadonlyArray<PaymentMethodPlugin>
  readonly lead: MessageLead
  readonly validateOptions?: ElementDefinition['validateOptions']
}

/**
 * A messaging element: a message of the buy-now-pay-later plans that fit the price, with the
 * methods' logos and a button that opens the plans dialog. `paymentMethodMessaging` (every
 * registered method with plans) and the Afterpay / Clearpay plugin's `afterpayClearpayMessageModal`
 * are both this. With nothing to show it renders nothing and tells the merchant why on the console.
 */
export const messagingElement = (spec: MessagingSpec): ElementDefinition<MessagingState, MessagingElementOptions> => {
  // One definition serves one element (the group loads one per mount): the last warning it gave, so
  // each render does not repeat it.
  let warned = ''
  const warn = (why: string): void => {
    if (why === warned) return
    warned = why
    if (why !== '') console.warn(`payloom ${spec.type} element: ${why}`)
  }

  /** What the element shows now; warns when it shows nothing, or leaves out a method the merchant named. */
  const offerOf = (context: Context): { readonly payment: MessagingPayment; readonly offer: MessagingOffer } | undefined => {
    const payment = paymentOf(context)
    if (typeof payment === 'string') return void warn(`shows nothing: ${payment}`)
    const offer = messagingOffer(spec.plugins, context.options?.paymentMethodTypes, payment)
    if (offer.offers.length === 0) warn(`shows nothing for ${payment.amount} ${payment.currency} in ${payment.country}: ${offer.reasons.join(' ') || 'no plugin with instalment plans is registered.'}`)
    else warn(context.options?.paymentMethodTypes === undefined ? '' : offer.reasons.join(' '))
    return { payment, offer }
  }
  // Every method of the catalog shares the method strings: the first shown one's namespace has them.
  const textOf = (context: Context, offer: MessagingOffer): MethodText => (key, params) => context.t(`${offer.offers[0]!.type}:${key}`, params)

  const model: ElementModel<MessagingState, MessagingElementOptions> = {
    init: () => ({ dialogOpen: false }),
    reduce: (state, message) => {
      if (message.kind !== 'action') return state
      if (message.action === 'learnMore') return { dialogOpen: true }
      if (message.action === 'dialogClosed') return { dialogOpen: false }
      return state
    },
    view: (state, context): MessagingView => {
      const shown = offerOf(context)
      if (shown === undefined || shown.offer.offers.length === 0) return { lines: [], learnMore: '', lead: spec.lead, dialogOpen: false }
      const text = textOf(context, shown.offer)
      return {
        lines: messageLines(shown.offer.offers, shown.payment, text, intlLocale(context.locale), spec.lead),
        learnMore: text('bnpl_learn_more'),
        lead: spec.lead,
        dialogOpen: state.dialogOpen,
      } satisfies MessagingView
    },
    change: (_state, context) => ({ elementType: spec.type, empty: true, complete: true, availablePaymentMethods: offerOf(context)?.offer.offers.map((offer) => offer.type) ?? [] }),
    submit: (state) => state,
    clear: (state) => state,
    firstField: () => undefined,
    available: (_state, context) => offerOf(context)?.offer.offers.map((offer) => offer.type) ?? [],
    // "Learn more": the plans dialog opens over the page; the form hears when it closes, to take focus back.
    events: (message, _state, context, host, previous) => {
      if (message.kind !== 'action' || message.action !== 'learnMore' || previous?.dialogOpen === true) return []
      const shown = offerOf(context)
      const closed = (): void => host.send({ kind: 'action', elementId: message.elementId, action: 'dialogClosed' })
      if (shown === undefined || shown.offer.offers.length === 0 || context.showPlans === undefined) {
        closed()
        return []
      }
      const text = textOf(context, shown.offer)
      context.showPlans({
        kind: 'plans',
        locale: context.locale,
        title: text('bnpl_title'),
        sections: planSections(shown.offer.offers, shown.payment, text, intlLocale(context.locale)),
        close: text('close'),
      }).catch((error: unknown) => console.warn(`payloom ${spec.type} element: the plans could not show:`, error)).finally(closed)
      return []
    },
  }
  return {
    type: spec.type,
    model,
    Form: messagingForm(spec.plugins),
    styles: messagingStyles,
    ...(spec.validateOptions === undefined ? {} : { validateOptions: spec.validateOptions }),
  }
}

/** The paymentMethodMessaging element: every registered method with instalment plans. */
export const paymentMethodMessagingElement = (registry: Registry): ElementDefinition =>
  messagingElement({
    type: 'paymentMethodMessaging',
    plugins: registry.paymentMethods.filter((plugin) => (instalmentMethodTypes as ReadonlyArray<string>).includes(plugin.type)),
    lead: 'standalone',
  }) as ElementDefinition
