import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Plugin } from 'payloom'
import { affirm } from 'payloom/plugins/affirm'
import { afterpayClearpay } from 'payloom/plugins/afterpay_clearpay'
import { klarna } from 'payloom/plugins/klarna'
import { paymentMethodMessagingElement } from '../../../../core/elements/messaging/messagingElement.tsx'
import type { MessagingView } from '../../../../core/elements/messaging/MessagingForm.tsx'
import type { ToController } from '../../../../core/elements/messages.ts'
import { formatMessage } from '../../../../core/i18n/translate.ts'
import type { ElementContext, ElementDefinition, EventHost } from '../../../../core/plugin/ElementDefinition.ts'
import type { PlansDisplay } from '../../../../core/services/plansDisplay.ts'
import type { MessagingElementOptions } from '../../../../core/validation/options/messagingElement.ts'
import { contextFor, hostOutsideGroup, session } from '../context.ts'

/**
 * A group's context for a messaging element: the real registry and plugins, a plugin's own strings
 * by its namespace (`klarna:bnpl_title`), as the group reads them, and a page that shows the plans
 * dialog by recording it until the test closes it.
 */
const contextWith = (plugins: ReadonlyArray<Plugin>, options: MessagingElementOptions, overrides: Partial<ReturnType<typeof session>> = {}) => {
  const base = contextFor(plugins, options, session(['card'], overrides))
  const shown: PlansDisplay[] = []
  let close: () => void = () => undefined
  const context: ElementContext<MessagingElementOptions> = {
    ...base,
    t: (key, params) => {
      const [namespace, name] = key.split(':') as [string, string]
      const plugin = base.registry.paymentMethods.find((candidate) => candidate.type === namespace)
      return formatMessage(plugin?.messages?.en?.[name] ?? key, params)
    },
    showPlans: (display) => new Promise<void>((resolve) => {
      shown.push(display)
      close = resolve
    }),
  }
  return { context, shown, closeDialog: () => close() }
}

/** Runs a message through a model as the group does: reduce, then its events, which may send answers. */
const deliver = <State>(definition: ElementDefinition<State, MessagingElementOptions>, state: State, message: ToController, context: ElementContext<MessagingElementOptions>, sent: ToController[]) => {
  const next = definition.model.reduce(state, message, context)
  const host: EventHost<State> = { current: () => next, send: (answer) => sent.push(answer), listens: () => false, ...hostOutsideGroup }
  definition.model.events?.(message, next, context, host, state)
  return next
}

const learnMore: ToController = { kind: 'action', elementId: 'e1', action: 'learnMore' }

describe('the paymentMethodMessaging element model', () => {
  afterEach(() => vi.restoreAllMocks())

  it('speaks of the group\'s payment, or of the amount its options give, and names the methods it shows', () => {
    const { context } = contextWith([klarna(), afterpayClearpay(), affirm()], { countryCode: 'US' }, { amount: 6000 })
    const element = paymentMethodMessagingElement(context.registry) as ElementDefinition<unknown, MessagingElementOptions>
    const state = element.model.init(context)
    expect((element.model.view(state, context) as MessagingView).lines.map((line) => line.text))
      .toEqual(['4 interest-free payments of $15.00 with Klarna or Afterpay', 'As low as $5.00 a month with Affirm'])
    const repriced = { ...context, options: { countryCode: 'US', amount: 2000 } }
    expect((element.model.view(state, repriced) as MessagingView).lines.map((line) => line.text)).toEqual(['4 interest-free payments of $5.00 with Klarna or Afterpay'])
    expect(element.model.change(state, repriced)).toEqual({ elementType: 'paymentMethodMessaging', empty: true, complete: true, availablePaymentMethods: ['klarna', 'afterpay_clearpay'] })
  })

  it('renders nothing for a setup, and tells the merchant why once, not at every render', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { context } = contextWith([klarna()], {}, { intentType: 'setup_intent', amount: 0 })
    const element = paymentMethodMessagingElement(context.registry) as ElementDefinition<unknown, MessagingElementOptions>
    const state = element.model.init(context)
    for (let render = 0; render < 3; render++) expect((element.model.view(state, context) as MessagingView).lines).toEqual([])
    expect(warn.mock.calls).toEqual([['payloom paymentMethodMessaging element: shows nothing: it has no amount to speak of: pass amount and currency in its options, or create the elements for a payment.']])
  })

  it('opens the plans dialog on "Learn more", once, and hears when the shopper closes it', async () => {
    const { context, shown, closeDialog } = contextWith([klarna(), afterpayClearpay()], { countryCode: 'GB' }, { amount: 5000, currency: 'gbp' })
    const element = paymentMethodMessagingElement(context.registry) as ElementDefinition<{ readonly dialogOpen: boolean }, MessagingElementOptions>
    const sent: ToController[] = []
    let state = deliver(element, element.model.init(context), learnMore, context, sent)
    state = deliver(element, state, learnMore, context, sent)
    expect(state.dialogOpen).toBe(true)
    expect(shown).toHaveLength(1)
    expect(shown[0]).toMatchObject({ kind: 'plans', locale: 'en', title: 'Pay over time', close: 'Close' })
    expect(shown[0]!.sections.map((section) => [section.heading, section.lines[0]])).toEqual([['Klarna', '3 interest-free payments of £16.66'], ['Clearpay', '4 interest-free payments of £12.50']])
    closeDialog()
    await vi.waitFor(() => expect(sent).toEqual([{ kind: 'action', elementId: 'e1', action: 'dialogClosed' }]))
    state = element.model.reduce(state, sent[0]!, context)
    expect((element.model.view(state, context) as MessagingView).dialogOpen).toBe(false)
  })
})

describe('the Afterpay / Clearpay plugin\'s afterpayClearpayMessageModal element', () => {
  it('loads its code when it is first prepared, then reads "or … with Clearpay" in the UK', async () => {
    const plugin = afterpayClearpay()
    const definition = plugin.elements!().find((candidate) => candidate.type === 'afterpayClearpayMessageModal') as ElementDefinition<unknown, MessagingElementOptions>
    const { context } = contextWith([plugin], { amount: 5000, currency: 'gbp', countryCode: 'GB' })
    await definition.prepare!(context)
    const view = definition.model.view(definition.model.init(context), context) as MessagingView
    expect(view).toMatchObject({ lead: 'or', learnMore: 'Learn more', lines: [{ text: 'or 4 interest-free payments of £12.50 with Clearpay', methods: [{ type: 'afterpay_clearpay', logo: 'clearpay' }] }] })
    expect(definition.styles?.length).toBeGreaterThan(0)
  })

  it('checks its options before its code has loaded: it speaks of Afterpay / Clearpay only', () => {
    const definition = afterpayClearpay().elements!()[0]!
    expect(definition.validateOptions!({ paymentMethodTypes: ['klarna'] }).errors).toEqual(['Unknown option paymentMethodTypes.'])
    expect(definition.validateOptions!({ amount: 5000, currency: 'GBP', countryCode: 'GB' })).toEqual({ errors: [], warnings: [] })
  })
})
