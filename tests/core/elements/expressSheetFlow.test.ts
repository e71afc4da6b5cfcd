import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { defineWallet, IntegrationError, type ExpressFlowContext, type ExpressSheetResult, type ExpressSheetUpdate, type WalletPlugin } from 'payloom'
import { expressCheckoutElement } from '../../../core/elements/expressCheckout/expressCheckoutElement.tsx'
import type { ExpressClickEvent, ExpressConfirmEvent, ExpressShippingAddressChangeEvent, ExpressShippingRateChangeEvent } from '../../../core/elements/expressCheckout/expressEvents.ts'
import type { ToController } from '../../../core/elements/messages.ts'
import type { ElementContext } from '../../../core/plugin/ElementDefinition.ts'
import type { ExpressCheckoutOptions } from '../../../core/validation/options/expressCheckout.ts'
import { validateExpressClickOptions } from '../../../core/validation/options/expressClick.ts'
import { contextFor, providerAnswering, session } from './context.ts'

/**
 * A wallet whose sheet is the test's: it reports what the shopper does through the sheet host it
 * is given (core/plugin/expressSheet.ts), as Apple Pay's, Google Pay's and the test sheet do.
 */
const scriptedWallet = (type: string, shopper: (context: ExpressFlowContext) => Promise<ExpressSheetResult>): WalletPlugin => defineWallet({
  type,
  availability: () => ({ available: true }),
  confirm: shopper,
  settings: { saveable: true, offSession: true },
  messages: { en: { label: 'Scripted Pay' } },
})

const rates = [{ id: 'standard', amount: 500, displayName: 'Standard' }, { id: 'express', amount: 1500, displayName: 'Express' }]

/** The element as its group runs it, with a group whose session the merchant may update while the sheet is open. */
type ExpressContext = ElementContext<ExpressCheckoutOptions>

const harness = async (wallet: WalletPlugin, options: ExpressCheckoutOptions = {}, context: ExpressContext = contextFor([wallet], options, session(['card']))) => {
  let current = context
  const { model } = expressCheckoutElement(context.registry)
  let state = model.init(current)
  for (const message of (await model.load!(state, current)) ?? []) state = model.reduce(state, message, current)
  const events: Array<{ name: string; payload: any }> = []
  const listening = new Set(['click', 'confirm', 'cancel', 'shippingaddresschange', 'shippingratechange'])
  let settledSession = Promise.resolve()
  const send = (message: ToController): void => {
    state = model.reduce(state, message, current)
    events.push(...model.events!(message, state, current, {
      current: () => state,
      send,
      listens: (name) => listening.has(name),
      emit: (name, payload) => events.push({ name, payload }),
      settled: () => settledSession.then(() => current),
    }))
  }
  /** The merchant's elements.update({ amount }): the session reloads, and resolves wait for it. */
  const updateAmount = (amount: number): void => {
    settledSession = new Promise((done) => setTimeout(() => {
      current = { ...current, session: { ...current.session!, amount } }
      done()
    }, 5))
  }
  const settle = () => new Promise((done) => setTimeout(done, 20))
  const click = (type: string, resolve: object = {}) => {
    send({ kind: 'action', elementId: 'e1', action: 'click', payload: type })
    ;(events.find((event) => event.name === 'click')!.payload as ExpressClickEvent).resolve(resolve)
  }
  return { send, events, state: () => state, settle, click, updateAmount, listening, model, context: () => current }
}

describe("a wallet's sheet, as the express checkout element hosts it", () => {
  it("asks what the session and the merchant's click options say, with the session's business name", async () => {
    let asked: ExpressFlowContext | undefined
    const wallet = scriptedWallet('scripted_pay', async (context) => {
      asked = context
      return { closed: 'cancel' }
    })
    const { click, settle } = await harness(wallet, {}, contextFor([wallet], {}, session(['card'], { businessName: 'Corner Shop', amount: 4200, currency: 'eur', merchantCountry: 'FR' })))
    click('scripted_pay', { emailRequired: true, shippingAddressRequired: true, shippingRates: rates, lineItems: [{ name: 'Mug', amount: 4200 }] })
    await settle()
    expect(asked!.sheet.request).toMatchObject({
      amount: 4200, currency: 'eur', merchantCountry: 'FR', intentType: 'payment_intent', locale: 'en', testMode: true,
      business: { name: 'Corner Shop' }, emailRequired: true, shippingAddressRequired: true, shippingRates: rates, lineItems: [{ name: 'Mug', amount: 4200 }],
    })
    expect(asked!.session).toMatchObject({ livemode: false, businessName: 'Corner Shop', paymentMethodTypes: ['card'] })
  })

  it("raises shippingaddresschange; the merchant's resolve waits for elements.update and the sheet gets the new total and rates", async () => {
    const answers: ExpressSheetUpdate[] = []
    const wallet = scriptedWallet('scripted_pay', async ({ sheet }) => {
      answers.push(await sheet.shippingAddressChanged({ name: 'Ada', address: { city: 'Berlin', postal_code: '10115', country: 'DE' } }))
      answers.push(await sheet.shippingRateChanged(rates[1]!))
      answers.push(await sheet.shippingAddressChanged({ address: { country: 'AQ' } }))
      return { paymentMethodData: { type: 'card', card: { token: 'tok_visa' } }, shippingAddress: { name: 'Ada', address: { line1: '1 Unter den Linden', city: 'Berlin', postal_code: '10115', country: 'DE' } }, shippingRate: rates[1]! }
    })
    const flow = await harness(wallet)
    flow.click('scripted_pay', { shippingAddressRequired: true, shippingRates: rates })
    await flow.settle()
    const addressEvent = flow.events.find((event) => event.name === 'shippingaddresschange')!.payload as ExpressShippingAddressChangeEvent
    expect(addressEvent).toMatchObject({ elementType: 'expressCheckout', name: 'Ada', address: { city: 'Berlin', postal_code: '10115', country: 'DE' } })
    // The merchant charges shipping to Germany: a new amount, then the rates (not awaited, as Stripe.js's docs show).
    flow.updateAmount(2500)
    addressEvent.resolve({ shippingRates: [rates[0]!], lineItems: [{ name: 'Mug', amount: 2000 }, { name: 'Shipping', amount: 500 }] })
    addressEvent.resolve({ shippingRates: rates })
    await flow.settle()
    expect(answers[0]).toEqual({ accepted: true, request: expect.objectContaining({ amount: 2500, shippingRates: [rates[0]], lineItems: [{ name: 'Mug', amount: 2000 }, { name: 'Shipping', amount: 500 }] }) })
    const rateEvent = flow.events.find((event) => event.name === 'shippingratechange')!.payload as ExpressShippingRateChangeEvent
    expect(rateEvent.shippingRate).toEqual(rates[1])
    rateEvent.resolve()
    await flow.settle()
    // What an earlier answer changed stays: the rates and line items go on until the merchant changes them.
    expect(answers[1]).toEqual({ accepted: true, request: expect.objectContaining({ amount: 2500, shippingRates: [rates[0]] }) })
    ;(flow.events.filter((event) => event.name === 'shippingaddresschange')[1]!.payload as ExpressShippingAddressChangeEvent).reject()
    await flow.settle()
    expect(answers[2]).toEqual({ accepted: false })
    const confirm = flow.events.find((event) => event.name === 'confirm')!.payload as ExpressConfirmEvent
    expect(confirm.shippingAddress).toEqual({ name: 'Ada', address: { line1: '1 Unter den Linden', city: 'Berlin', postal_code: '10115', country: 'DE' } })
    expect(confirm.shippingRate).toEqual(rates[1])
  })

  it('accepts a shipping change nobody listens to, as it is', async () => {
    const wallet = scriptedWallet('scripted_pay', async ({ sheet }) => {
      const update = await sheet.shippingAddressChanged({ address: { country: 'US' } })
      return update.accepted && update.request.amount === 2000 ? { closed: 'cancel' } : { closed: 'failed' }
    })
    const flow = await harness(wallet)
    flow.listening.delete('shippingaddresschange')
    flow.click('scripted_pay', { shippingAddressRequired: true, shippingRates: rates })
    await flow.settle()
    expect(flow.events.map((event) => event.name)).toEqual(['click', 'cancel'])
    expect(flow.state().showFailed).toBe(false)
  })

  it("refuses a wrong resolve() with the option named, and keeps the sheet's question open", async () => {
    const wallet = scriptedWallet('scripted_pay', async ({ sheet }) => {
      await sheet.shippingAddressChanged({ address: { country: 'US' } })
      return { closed: 'cancel' }
    })
    const flow = await harness(wallet)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    flow.click('scripted_pay', { shippingAddressRequired: true, shippingRates: rates })
    await flow.settle()
    const event = flow.events.find((candidate) => candidate.name === 'shippingaddresschange')!.payload as ExpressShippingAddressChangeEvent
    expect(() => event.resolve({ shippingRates: [{ id: 'free', amount: -1, displayName: 'Free' }] })).toThrow(new IntegrationError({
      message: 'shippingaddresschange resolve(): Invalid value for shippingRates[0].amount: -1. Expected a non-negative integer.',
    }))
    event.reject()
    await flow.settle()
    expect(flow.events.at(-1)!.name).toBe('cancel')
  })

  it('pays with a payment method the provider holds, and says so to the merchant', async () => {
    const wallet = scriptedWallet('held_pay', async () => ({ paymentMethod: 'pm_held', billingDetails: { name: 'Grace', email: 'grace@example.com' } }))
    const flow = await harness(wallet)
    flow.click('held_pay')
    await flow.settle()
    expect(flow.state().express).toMatchObject({ phase: 'awaiting_confirm_callback', paymentMethod: 'pm_held' })
    expect(flow.events.find((event) => event.name === 'confirm')!.payload).toMatchObject({ expressPaymentType: 'held_pay', billingDetails: { name: 'Grace', email: 'grace@example.com' } })
  })

  it("keeps what the wallet's popup approved in the page (a PayPal order) for confirm, beside the session id, and nothing else of the sheet's answer", async () => {
    const order = { paypalOrder: { orderId: '5O190127TN364715T' }, paymentMethodData: { type: 'approving_pay', payment_method_options: { paypal: { order_id: '5O190127TN364715T' } } } }
    const flow = await harness(scriptedWallet('approving_pay', async () => ({ ...order, billingAgreementId: undefined })))
    flow.click('approving_pay')
    await flow.settle()
    expect(flow.state().express).toEqual({
      phase: 'awaiting_confirm_callback', isAwaitingConfirmCallback: true, sheetOpenedPaymentMethod: 'approving_pay', expressCheckoutSessionId: expect.stringMatching(/^ecs_/), clickOptions: {}, ...order,
    })
  })

  it('says "Unable to show wallet" in the element and the console when the sheet cannot show, and forgets it on the next click', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const wallet = scriptedWallet('broken_pay', async () => ({ closed: 'failed' }))
    const flow = await harness(wallet)
    flow.click('broken_pay')
    await flow.settle()
    expect(flow.events.map((event) => event.name)).toEqual(['click', 'cancel'])
    expect(error).toHaveBeenCalledWith('payloom: Something went wrong. Unable to show wallet. Please choose a different payment method and try again. (broken_pay)')
    expect(flow.model.view(flow.state(), flow.context())).toMatchObject({ failed: 'Something went wrong. Unable to show wallet. Please choose a different payment method and try again.' })
    flow.send({ kind: 'action', elementId: 'e1', action: 'click', payload: 'broken_pay' })
    expect(flow.model.view(flow.state(), flow.context())).toMatchObject({ failed: null })
  })
})

describe("the merchant's click options", () => {
  it('names each mistake, and needs rates for a shipping address', () => {
    expect(validateExpressClickOptions({ emailRequired: 'yes', allowedShippingCountries: ['us'], lineItems: [{ name: '', amount: 1.5 }], colour: 'red' }).errors).toEqual([
      'Unknown option colour.',
      'Invalid value for emailRequired: "yes". Expected a boolean.',
      'Invalid value for allowedShippingCountries[0]: "us". Expected a two-letter ISO country code in capitals (US).',
      'Invalid value for lineItems[0].name: "". Expected a non-empty string.',
      'Invalid value for lineItems[0].amount: 1.5. Expected a non-negative integer.',
    ])
    expect(validateExpressClickOptions({ shippingAddressRequired: true }).errors).toEqual(["shippingAddressRequired needs shippingRates with at least one rate: the wallet's sheet asks the shopper to pick one."])
    expect(validateExpressClickOptions({ shippingRates: [rates[0], rates[0]] }).errors[0]).toMatch(/standard is given twice/)
  })

  it('accepts every well-formed answer, and never throws on anything', () => {
    const rate = fc.record({ id: fc.stringMatching(/^[a-z]{1,8}$/), amount: fc.nat(), displayName: fc.string({ minLength: 1 }).filter((name) => name.trim() !== '') })
    fc.assert(fc.property(fc.record({
      emailRequired: fc.boolean(),
      phoneNumberRequired: fc.boolean(),
      shippingRates: fc.uniqueArray(rate, { selector: (r) => r.id, minLength: 1, maxLength: 4 }),
      lineItems: fc.array(fc.record({ name: fc.string({ minLength: 1 }).filter((name) => name.trim() !== ''), amount: fc.nat() }), { maxLength: 4 }),
      allowedShippingCountries: fc.array(fc.constantFrom('US', 'DE', 'JP', 'BR')),
    }, { requiredKeys: [] }), fc.boolean(), (options, shipping) => {
      expect(validateExpressClickOptions({ ...options, ...(shipping && options.shippingRates !== undefined ? { shippingAddressRequired: true } : {}) }).errors).toEqual([])
    }))
    fc.assert(fc.property(fc.anything(), (anything) => {
      expect(() => validateExpressClickOptions(anything)).not.toThrow()
    }))
  })
})

describe('the buttons: order, layout and the wallet config', () => {
  const anywhere = (type: string, label: string) => defineWallet({
    type,
    availability: () => ({ available: true }),
    confirm: async () => ({ closed: 'cancel' as const }),
    settings: { saveable: true, offSession: true },
    messages: { en: { label } },
  })
  const wallets = [anywhere('demo_pay', 'Demo Pay'), anywhere('google_pay', 'Google Pay'), anywhere('apple_pay', 'Apple Pay'), anywhere('north_pay', 'North Pay')]
  const typesOf = (view: unknown) => (view as { buttons: Array<{ type: string }> }).buttons.map((button) => button.type)

  it("follows the merchant's order, then the session's, then the plugins'", async () => {
    const inSession = contextFor<ExpressCheckoutOptions>(wallets, {}, session(['card'], { typesAndWallets: ['card', 'apple_pay', 'google_pay'] }))
    const flow = await harness(wallets[0]!, {}, inSession)
    expect(typesOf(flow.model.view(flow.state(), inSession))).toEqual(['apple_pay', 'google_pay', 'demo_pay', 'north_pay'])
    const ordered: ExpressContext = { ...inSession, options: { paymentMethodOrder: ['north_pay', 'google_pay'] } }
    expect(typesOf(flow.model.view(flow.state(), ordered))).toEqual(['north_pay', 'google_pay', 'apple_pay', 'demo_pay'])
  })

  it('shows the rows the layout allows, the rest behind More, which opens them all', async () => {
    const options = { layout: { maxColumns: 2, maxRows: 1 } }
    const context = contextFor<ExpressCheckoutOptions>(wallets, options, session(['card']))
    const flow = await harness(wallets[0]!, options, context)
    expect(flow.model.view(flow.state(), context)).toMatchObject({ columns: 2, more: 'More', buttons: [{ type: 'demo_pay' }] })
    flow.send({ kind: 'action', elementId: 'e1', action: 'more' })
    expect(flow.model.view(flow.state(), context)).toMatchObject({ more: null })
    expect(typesOf(flow.model.view(flow.state(), context))).toHaveLength(4)
    const never: ExpressContext = { ...context, options: { layout: { maxColumns: 2, maxRows: 1, overflow: 'never' } } }
    const unlimited = await harness(wallets[0]!, never.options, never)
    expect(unlimited.model.view(unlimited.state(), never)).toMatchObject({ more: null })
    expect(typesOf(unlimited.model.view(unlimited.state(), never))).toHaveLength(4)
  })

  it('hides Apple Pay only when the wallet config fails, and each browser wallet the config does not offer', async () => {
    const states = async (routes: Parameters<typeof providerAnswering>[0]) => {
      const context: ExpressContext = { ...contextFor<ExpressCheckoutOptions>(wallets, {}, session(['card'])), runApi: providerAnswering(routes) }
      return (await harness(wallets[0]!, {}, context)).state().buttons
    }
    expect(await states({})).toEqual({
      demo_pay: { status: 'shown' },
      google_pay: { status: 'shown' },
      apple_pay: { status: 'hidden', reason: 'domain_unregistered_or_backend_filtered' },
      north_pay: { status: 'shown' },
    })
    expect(await states({ 'POST elements/wallet-config': { status: 200, body: { apple_pay_available: { payment_request_button: true }, google_pay_available: { payment_request_button: false } } } })).toMatchObject({
      google_pay: { status: 'hidden', reason: 'domain_unregistered_or_backend_filtered' },
      apple_pay: { status: 'shown' },
    })
  })

  it("asks the wallet config once per payment, with every field the call names: by on-behalf-of, amount and currency, shared by the group's elements", async () => {
    const asked: Array<Readonly<Record<string, unknown>>> = []
    const routes = {
      'POST elements/wallet-config': (request: { readonly options: { readonly body?: Readonly<Record<string, unknown>> } }) => {
        asked.push(request.options.body ?? {})
        return { status: 200, body: { apple_pay_available: { payment_request_button: true }, google_pay_available: { payment_request_button: true } } }
      },
    }
    const groupShared = new Map<string, unknown>()
    const contextAt = (amount: number): ExpressContext => ({
      ...contextFor<ExpressCheckoutOptions>(wallets, {}, session(['card'], { amount, assignmentId: 'arb_1' })),
      runApi: providerAnswering(routes),
      groupShared,
      page: { jsId: 'js_1', host: 'shop.example', topLevelHost: 'portal.example' },
      mountedElements: () => ['linkAuthentication', 'expressCheckout'],
    })
    await harness(wallets[0]!, {}, contextAt(2000))
    await harness(wallets[0]!, {}, contextAt(2000))
    expect(asked).toHaveLength(1)
    expect(asked[0]).toEqual({
      stripe_js_id: 'js_1', referrer_host: 'shop.example', top_level_referrer_host: 'portal.example', link_authentication: true,
      elements_session_id: 'elements_session_test', elements_assignment_id: 'arb_1', amount: 2000, currency: 'usd', request_surface: 'web_elements',
    })
    await harness(wallets[0]!, {}, contextAt(2500))
    expect(asked.map((body) => body.amount)).toEqual([2000, 2500])
  })
})
