import { afterEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { IntegrationError } from 'payloom'
import { mergePaymentMethodData, paymentMethodDataFromElements } from '../../../core/confirm/fromElements.ts'
import type { ElementError } from '../../../core/plugin/ElementDefinition.ts'
import type { MountedElement } from '../../../core/elements/Elements.ts'
import type { ElementsOptions, PayloomElement, PayloomElements } from '../../../core/elements/elementsApi.ts'
import type { PaymentMethodData } from '../../../core/plugin/contract.ts'

const owner = Symbol('test instance')
const instance = { owner, betas: [] }
const cardData: PaymentMethodData = { type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }, billing_details: { address: { country: 'US', postal_code: '62701' } } }

/**
 * A group as the flow sees it, one element mounted; the real group is driven in Chromium
 * (tests/browser/elementsRules.test.ts).
 */
const fakeGroup = (type: 'payment' | 'card', state: { readonly error?: ElementError; readonly data?: PaymentMethodData; readonly options?: ElementsOptions }) => {
  const element = { elementType: type } as PayloomElement
  const calls: string[] = []
  const group = {
    options: state.options ?? { clientSecret: 'pi_1_secret_2' },
    owner,
    recentlyValidated: false,
    ready: Promise.resolve(),
    paymentMethodElements: (): ReadonlyArray<MountedElement> => [{ element, type, options: {} }],
    validate: (given: PayloomElement) => {
      calls.push(given === element ? 'validate' : 'validate another')
      return state.error
    },
    paymentMethodData: () => state.data,
    session: () => ({ sessionId: 'elements_session_1', configId: 'config_1', appInfo: ['my-wrapper/1.2.0'] }),
    submit: async () => {
      calls.push('submit')
      return state.error === undefined ? {} : { error: state.error }
    },
  } as unknown as PayloomElements
  return { group, calls }
}

afterEach(() => vi.restoreAllMocks())

describe('the payment method data an elements call sends', () => {
  it('validates a card element first: its error is shown in it, returned, and logged naming the element', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error: ElementError = { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." }
    const { group, calls } = fakeGroup('card', { error })
    expect(await paymentMethodDataFromElements('confirmPayment', { elements: group }, undefined, instance)).toEqual({ error })
    expect(calls).toEqual(['validate'])
    expect(warn).toHaveBeenCalledWith("payloom: the card element is not complete (incomplete_cvc): Your card's security code is incomplete.")
  })

  it("merges the call's billing details over the element's data", async () => {
    const { group } = fakeGroup('card', { data: cardData })
    expect(await paymentMethodDataFromElements('confirmPayment', { elements: group }, { billing_details: { name: 'Ada', address: { line1: '1 Main St' } } }, instance)).toEqual({
      data: {
        ...cardData,
        billing_details: { name: 'Ada', address: { country: 'US', postal_code: '62701', line1: '1 Main St' } },
        // Where the payment method came from: its element, the libraries the session was loaded with,
        // the group's session and the configuration it answered.
        payment_user_agent: 'payloom.js; card-element; my-wrapper/1.2.0',
        client_attribution_metadata: { elements_session_id: 'elements_session_1', elements_session_config_id: 'config_1' },
      },
    })
  })

  it('shows the errors of an incomplete payment element and returns the first', async () => {
    const error: ElementError = { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' }
    const { group, calls } = fakeGroup('payment', { error })
    expect(await paymentMethodDataFromElements('confirmPayment', { elements: group }, undefined, instance)).toEqual({ error })
    expect(calls).toEqual(['submit'])
  })

  it('throws the rule a call breaks, before reading anything', async () => {
    // Every other rule of createPaymentMethod holds (manual creation), so the missing submit() is the one broken.
    const { group, calls } = fakeGroup('payment', { data: cardData, options: { mode: 'payment', amount: 1000, currency: 'usd', paymentMethodCreation: 'manual' } })
    await expect(paymentMethodDataFromElements('createPaymentMethod', { elements: group }, undefined, instance)).rejects.toThrow(
      new IntegrationError({ message: 'elements.submit() must be called before createPaymentMethod().' }),
    )
    await expect(paymentMethodDataFromElements('confirmPayment', { elements: group }, undefined, { owner: Symbol('other'), betas: [] })).rejects.toThrow(
      'Please use the same instance of `Stripe` you used to create this Element.',
    )
    expect(calls).toEqual([])
  })

  it('refuses what is not a group, or an element not made by one', async () => {
    for (const source of [{ elements: {} as PayloomElements }, { element: {} as PayloomElement }, { elements: null as unknown as PayloomElements }]) {
      await expect(paymentMethodDataFromElements('createPaymentMethod', source, undefined, instance)).rejects.toThrow(IntegrationError)
    }
  })
})

describe('mergePaymentMethodData', () => {
  const text = fc.string({ maxLength: 6 })
  const address = fc.record({ line1: text, city: text, postal_code: text, country: text }, { requiredKeys: [] })
  const billing = fc.record({ name: text, email: text, address }, { requiredKeys: [] })

  it('keeps every element field the call does not set, and the element\'s type', () => {
    fc.assert(fc.property(billing, billing, fc.anything(), (fromElement, given, extra) => {
      const merged = mergePaymentMethodData({ type: 'card', billing_details: fromElement }, { type: 'sepa_debit', billing_details: given, extra } as never)
      expect(merged.type).toBe('card')
      const mergedBilling = merged.billing_details as Record<string, unknown>
      for (const [key, value] of Object.entries(fromElement)) {
        if (key !== 'address' && !(key in given)) expect(mergedBilling[key]).toEqual(value)
      }
      for (const [key, value] of Object.entries({ ...fromElement.address, ...given.address })) {
        expect((mergedBilling.address as Record<string, unknown>)[key]).toBe(given.address && key in given.address ? given.address[key as keyof typeof given.address] : value)
      }
    }))
  })

  it('leaves the element data as it is when the call gives nothing usable', () => {
    fc.assert(fc.property(fc.oneof(fc.constant(undefined), fc.constant(null), fc.string(), fc.integer(), fc.array(fc.anything())), (given) => {
      expect(mergePaymentMethodData({ type: 'card', card: { cvc: '123' } }, given)).toEqual({ type: 'card', card: { cvc: '123' } })
    }))
  })
})
