import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { IntegrationError } from 'payloom'
import { elementsCallError, expressMessages, type ElementsCall, type ElementsMethod } from '../../../core/confirm/elementsRules.ts'
import { paymentMethodDataFromElements } from '../../../core/confirm/fromElements.ts'
import type { PayloomElements } from '../../../core/elements/elementsApi.ts'
import { initialExpressState, type ExpressCheckoutState } from '../../../core/elements/expressCheckout/expressState.ts'
import { isSimulatedApplePayment } from '../../../core/elements/expressCheckout/simulatedApplePayment.ts'

const card = { type: 'card', card: { number: '4242424242424242' }, billing_details: { name: 'Demo Shopper' } }
const awaiting = (overrides: Partial<ExpressCheckoutState> = {}): ExpressCheckoutState => ({
  phase: 'awaiting_confirm_callback', isAwaitingConfirmCallback: true, sheetOpenedPaymentMethod: 'demo_pay', paymentMethodData: card, expressCheckoutSessionId: 'ecs_1', ...overrides,
})
const call = (method: ElementsMethod, express: ExpressCheckoutState | undefined, mounted: ElementsCall['mounted'] = []): ElementsCall => ({
  method, sameInstance: true, single: false, mounted, elementsOptions: { mode: 'payment', amount: 2000, currency: 'usd' }, recentlyValidated: false, betas: [], given: undefined, express,
})

const manual = (elementsCall: ElementsCall): ElementsCall => ({ ...elementsCall, elementsOptions: { ...elementsCall.elementsOptions, paymentMethodCreation: 'manual' } })

describe('elements calls with an express checkout (controller.md §5 "Express checkout", §8)', () => {
  it('confirms the wallet details in the confirm handler, with no submit() needed', () => {
    expect(elementsCallError(call('confirmPayment', awaiting()))).toBeUndefined()
    expect(elementsCallError(call('confirmSetup', awaiting(), [{ type: 'payment', options: {} }]))).toBeUndefined()
  })

  it('refuses createConfirmationToken with a wallet, pointing to confirmPayment or confirmSetup', () => {
    expect(elementsCallError(call('createConfirmationToken', awaiting()))).toBe(
      'createConfirmationToken() cannot be used with the payment details of an express checkout wallet. Use confirmPayment() or confirmSetup() in the expressCheckout Element confirm event handler instead.',
    )
    expect(elementsCallError(manual(call('createConfirmationToken', awaiting())))).toBe(expressMessages.directCreation('createConfirmationToken'))
  })

  it("needs paymentMethodCreation: 'manual' to create a payment method with the express checkout element (controller.md §5)", () => {
    expect(elementsCallError(call('createPaymentMethod', awaiting()))).toBe(
      "createPaymentMethod() with the expressCheckout Element needs paymentMethodCreation: 'manual' in the options of payloom.elements(), e.g. payloom.elements({ mode: 'payment', amount, currency, paymentMethodCreation: 'manual' }).",
    )
    expect(elementsCallError(manual(call('createPaymentMethod', awaiting())))).toBeUndefined()
    expect(elementsCallError(manual(call('createPaymentMethod', awaiting({ paymentMethodData: undefined }))))).toBe('Could not determine payment method')
  })

  it('creates a payment method from a wallet exactly when creation is manual and the wallet is not PayPal', () => {
    fc.assert(fc.property(fc.constantFrom('demo_pay', 'amazon_pay', 'paypal', 'apple_pay'), fc.boolean(), fc.boolean(), (wallet, isManual, withPaymentElement) => {
      const base = call('createPaymentMethod', awaiting({ sheetOpenedPaymentMethod: wallet }), withPaymentElement ? [{ type: 'payment', options: {} }] : [])
      const message = elementsCallError(isManual ? manual(base) : base)
      expect(message === undefined).toBe(isManual && wallet !== 'paypal')
      if (!isManual) expect(message).toMatch(/^createPaymentMethod\(\) with the expressCheckout Element needs paymentMethodCreation: 'manual'/)
    }))
  })

  it('refuses PayPal via express checkout creating a payment method', () => {
    expect(elementsCallError(manual(call('createPaymentMethod', awaiting({ sheetOpenedPaymentMethod: 'paypal' }))))).toBe(
      'PayPal via the expressCheckout Element cannot create a payment method: createPaymentMethod() is not supported. Use confirmPayment() or confirmSetup() instead.',
    )
  })

  it('expects card data, the wallet data and a session id at express confirm', () => {
    expect(elementsCallError(call('confirmPayment', awaiting({ paymentMethodData: { type: 'paypal' } })))).toBe('Unexpected payment method "paypal"; expected "card"')
    expect(elementsCallError(call('confirmPayment', awaiting({ paymentMethodData: undefined })))).toBe('Could not determine payment method')
    expect(elementsCallError(call('confirmPayment', awaiting({ expressCheckoutSessionId: undefined })))).toBe(
      'Missing express checkout session id: confirmPayment() must be called from the expressCheckout Element confirm event handler.',
    )
  })

  it('names an express confirm made outside its confirm event', () => {
    expect(elementsCallError(call('confirmPayment', initialExpressState))).toBe(
      'Unexpected call to confirmPayment. Ensure you are either submitting a payment or calling paymentFailed() once per expressCheckout Element confirm event.',
    )
    // With a payment element beside it, the payment element's rules apply as before.
    expect(elementsCallError(call('confirmPayment', initialExpressState, [{ type: 'payment', options: {} }]))).toBe('elements.submit() must be called before confirmPayment().')
  })

  it("accepts card data, or the express method's own type, with a session id, for any wallet type and data type", () => {
    fc.assert(fc.property(fc.constantFrom('demo_pay', 'amazon_pay', 'paypal'), fc.constantFrom('card', 'paypal', 'link', 'us_bank_account'), fc.option(fc.string(), { nil: undefined }), (wallet, type, sessionId) => {
      const message = elementsCallError(call('confirmPayment', awaiting({ sheetOpenedPaymentMethod: wallet, paymentMethodData: { type }, expressCheckoutSessionId: sessionId })))
      expect(message === undefined).toBe((type === 'card' || type === wallet) && sessionId !== undefined)
    }))
  })

  it("confirm sends the wallet's data merged with what the call passes", async () => {
    const group = {
      options: { clientSecret: 'pi_1_secret_2' }, owner: Symbol.for('express test'), recentlyValidated: false, ready: Promise.resolve(),
      paymentMethodElements: () => [], expressCheckout: () => awaiting(),
    } as unknown as PayloomElements
    const instance = { owner: Symbol.for('express test'), betas: [] }
    expect(await paymentMethodDataFromElements('confirmPayment', { elements: group }, { billing_details: { phone: '+15555550100' } }, instance)).toEqual({
      data: { ...card, billing_details: { name: 'Demo Shopper', phone: '+15555550100' } },
    })
    await expect(paymentMethodDataFromElements('createPaymentMethod', { elements: group }, undefined, instance)).rejects.toThrow(IntegrationError)
  })
})

describe('Apple Pay test data', () => {
  it('is simulated when the transaction identifier reads "Simulated Identifier"', () => {
    expect(isSimulatedApplePayment({ token: { transactionIdentifier: 'Simulated Identifier' } })).toBe(true)
    expect(isSimulatedApplePayment({ token: { transactionIdentifier: 'simulated identifier' } })).toBe(true)
    expect(isSimulatedApplePayment({ token: { transactionIdentifier: '3C9E8F1A2B' } })).toBe(false)
    expect(isSimulatedApplePayment({ token: {} })).toBe(false)
  })

  it('never throws, and is true only for that identifier', () => {
    fc.assert(fc.property(fc.anything(), (payment) => {
      expect(isSimulatedApplePayment(payment)).toBe(false)
    }))
    fc.assert(fc.property(fc.string(), (identifier) => {
      expect(isSimulatedApplePayment({ token: { transactionIdentifier: identifier } })).toBe(identifier.trim().toLowerCase() === 'simulated identifier')
    }))
  })
})
