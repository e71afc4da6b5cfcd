import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { billingFieldsNeverCollected, elementsCallError, type ElementsCall, type ElementsMethod } from '../../../core/confirm/elementsRules.ts'
import { deferredAmountBeta } from '../../../core/session/betas.ts'

const methods: ReadonlyArray<ElementsMethod> = ['confirmPayment', 'confirmSetup', 'createPaymentMethod', 'createConfirmationToken']

/** A call every rule lets through: a submitted deferred group in payment mode, one payment element. */
const ok: ElementsCall = {
  method: 'createPaymentMethod',
  sameInstance: true,
  single: false,
  mounted: [{ type: 'payment', options: {} }],
  elementsOptions: { mode: 'payment', amount: 2000, currency: 'usd', paymentMethodCreation: 'manual' },
  recentlyValidated: true,
  betas: [],
  given: undefined,
}
const call = (overrides: Partial<ElementsCall>): ElementsCall => ({ ...ok, ...overrides })

describe('elements calls: the instance and the element to read', () => {
  it('lets a well-formed call through, for every method', () => {
    for (const method of methods) expect(elementsCallError(call({ method }))).toBeUndefined()
  })

  it('refuses elements of another instance, whatever else the call says', () => {
    fc.assert(fc.property(fc.constantFrom(...methods), fc.boolean(), fc.boolean(), fc.anything(), (method, single, recentlyValidated, given) => {
      expect(elementsCallError(call({ method, single, recentlyValidated, given, sameInstance: false }))).toBe(
        'Please use the same instance of `Stripe` you used to create this Element.',
      )
    }))
  })

  it('needs a mounted element, with each call\'s message', () => {
    const none = (method: ElementsMethod, single = false) => elementsCallError(call({ method, single, mounted: [] }))
    expect(none('createPaymentMethod')).toBe('Could not find a mounted element to create a payment method from.')
    expect(none('createConfirmationToken')).toMatch(/^Could not find a mounted element to create the Confirmation Token from\./)
    expect(none('confirmPayment')).toBe('Could not retrieve data from Elements. Did Elements mount successfully?')
    expect(none('confirmSetup')).toBe('Could not retrieve data from Elements. Did Elements mount successfully?')
    expect(none('createPaymentMethod', true)).toBe(
      'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
    )
  })

  it('needs exactly one payment method element to create from, listing the ones found', () => {
    fc.assert(fc.property(fc.constantFrom('createPaymentMethod', 'createConfirmationToken' as const), fc.array(fc.constantFrom('payment' as const, 'card' as const), { minLength: 2, maxLength: 4 }), (method, types) => {
      expect(elementsCallError(call({ method, mounted: types.map((type) => ({ type, options: {} })) }))).toBe(
        `Found multiple payment method elements: ${types.join(', ')}. Pass in a single \`element\` instead.`,
      )
    }))
    // Confirm reads the first in submit order, as before.
    expect(elementsCallError(call({ method: 'confirmPayment', mounted: [{ type: 'payment', options: {} }, { type: 'card', options: {} }] }))).toBeUndefined()
  })
})

describe('creating a payment method from elements', () => {
  it("needs paymentMethodCreation: 'manual' with the payment element, not with a card element", () => {
    const automatic = { mode: 'payment', amount: 2000, currency: 'usd' } as const
    expect(elementsCallError(call({ elementsOptions: automatic }))).toBe(
      "createPaymentMethod() with the payment element needs paymentMethodCreation: 'manual' in the options of payloom.elements(), e.g. payloom.elements({ mode: 'payment', amount, currency, paymentMethodCreation: 'manual' }).",
    )
    expect(elementsCallError(call({ elementsOptions: automatic, mounted: [{ type: 'card', options: {} }] }))).toBeUndefined()
    expect(elementsCallError(call({ elementsOptions: automatic, method: 'createConfirmationToken' }))).toBeUndefined()
  })

  it('refuses raw card data with the payment element', () => {
    expect(elementsCallError(call({ given: { card: { number: '4242424242424242' } } }))).toBe(
      'createPaymentMethod() cannot take raw card data (params.card) with the payment element: the card details come from the element.',
    )
    expect(elementsCallError(call({ method: 'createConfirmationToken', given: { card: {} } }))).toContain('(params.payment_method_data.card)')
    expect(elementsCallError(call({ given: { billing_details: { name: 'Ada' } } }))).toBeUndefined()
  })

  it('refuses setup_future_usage with a customer session, pointing to createConfirmationToken()', () => {
    const saving = { ...ok.elementsOptions, setupFutureUsage: 'off_session', customerSessionClientSecret: 'cuss_1_secret_2' } as const
    expect(elementsCallError(call({ elementsOptions: saving }))).toMatch(/^createPaymentMethod\(\) cannot be used with setupFutureUsage and a customerSessionClientSecret.*Use createConfirmationToken\(\) instead/)
    expect(elementsCallError(call({ elementsOptions: saving, method: 'createConfirmationToken' }))).toBeUndefined()
    expect(elementsCallError(call({ elementsOptions: { ...saving, customerSessionClientSecret: undefined } }))).toBeUndefined()
  })

  it('needs elements.submit() first: always to create, to confirm only a deferred intent', () => {
    for (const method of methods) {
      expect(elementsCallError(call({ method, recentlyValidated: false }))).toBe(`elements.submit() must be called before ${method}().`)
    }
    const withSecret = { clientSecret: 'pi_1_secret_2' }
    expect(elementsCallError(call({ method: 'confirmPayment', recentlyValidated: false, elementsOptions: withSecret }))).toBeUndefined()
    expect(elementsCallError(call({ method: 'createConfirmationToken', recentlyValidated: false, elementsOptions: withSecret }))).toBe('elements.submit() must be called before createConfirmationToken().')
    // One card element passed as `element` is validated on its own.
    expect(elementsCallError(call({ single: true, recentlyValidated: false, mounted: [{ type: 'card', options: {} }] }))).toBeUndefined()
  })
})

describe(`the ${deferredAmountBeta} beta`, () => {
  const noAmount = { mode: 'payment', currency: 'usd', paymentMethodCreation: 'manual' } as const

  it('needs an amount in payment mode before paying or creating', () => {
    for (const method of ['confirmPayment', 'createPaymentMethod', 'createConfirmationToken'] as const) {
      expect(elementsCallError(call({ method, betas: [deferredAmountBeta], elementsOptions: noAmount }))).toBe(
        `${method}() needs an amount in payment mode: set it with elements.update({ amount }) first (the ${deferredAmountBeta} beta only lets elements start without one).`,
      )
    }
    expect(elementsCallError(call({ betas: [deferredAmountBeta], elementsOptions: { ...noAmount, amount: 0 } }))).toBeUndefined()
    expect(elementsCallError(call({ betas: [], elementsOptions: noAmount }))).toBeUndefined()
  })

  it('needs setup mode for confirmSetup', () => {
    const setup = (mode: 'payment' | 'setup' | 'subscription', betas: ReadonlyArray<string>) => elementsCallError(call({ method: 'confirmSetup', betas, elementsOptions: { mode, currency: 'usd', amount: 100 } }))
    expect(setup('payment', [deferredAmountBeta])).toBe(`confirmSetup() needs elements in setup mode when the ${deferredAmountBeta} beta is enabled: create them with payloom.elements({ mode: 'setup', currency }).`)
    expect(setup('subscription', [deferredAmountBeta])).toContain('needs elements in setup mode')
    expect(setup('setup', [deferredAmountBeta])).toBeUndefined()
    expect(setup('payment', [])).toBeUndefined()
  })
})

describe('confirm rules from the element options', () => {
  const billingOption = fc.constantFrom('never', 'auto', 'if_required', undefined)
  const settings = fc.oneof(
    fc.constantFrom('never', 'auto', 'if_required'),
    fc.record({ name: billingOption, email: billingOption, phone: billingOption, address: fc.oneof(billingOption, fc.record({ line1: billingOption, line2: billingOption, city: billingOption, state: billingOption, country: billingOption, postalCode: billingOption })) }, { requiredKeys: [] }),
  )

  it("lists the billing fields set to 'never', and only those", () => {
    expect(billingFieldsNeverCollected({ fields: { billingDetails: { name: 'never', address: { postalCode: 'never' } } } })).toEqual([
      { option: 'name', data: 'name' },
      { option: 'address.postalCode', data: 'address.postal_code' },
    ])
    expect(billingFieldsNeverCollected({ fields: { billingDetails: 'never' } })).toHaveLength(9)
    expect(billingFieldsNeverCollected({ fields: { billingDetails: { address: 'never' } } }).map((field) => field.data)).toEqual(
      ['address.line1', 'address.line2', 'address.city', 'address.state', 'address.country', 'address.postal_code'],
    )
    fc.assert(fc.property(fc.anything(), (options) => {
      expect(Array.isArray(billingFieldsNeverCollected(options))).toBe(true)
    }))
  })

  it("needs every 'never' billing field in the call, naming the first one missing", () => {
    const options = { fields: { billingDetails: { email: 'never', address: { country: 'never' } } } }
    const confirm = (given: unknown) => elementsCallError(call({ method: 'confirmPayment', mounted: [{ type: 'payment', options }], given }))
    expect(confirm({ billing_details: { address: { country: 'US' } } })).toBe(
      'You specified "never" for fields.billingDetails.email when creating the payment element, but did not pass confirmParams.payment_method_data.billing_details.email when calling confirmPayment(). The element does not collect that field, so pass it in the call.',
    )
    expect(confirm({ billing_details: { email: 'ada@example.com' } })).toContain('fields.billingDetails.address.country')
    expect(confirm({ billing_details: { email: 'ada@example.com', address: { country: 'US' } } })).toBeUndefined()
    expect(elementsCallError(call({ mounted: [{ type: 'payment', options }], given: {} }))).toContain('did not pass params.billing_details.email when calling createPaymentMethod()')
  })

  it('passes exactly when every never-collected field is given', () => {
    fc.assert(fc.property(settings, fc.subarray(['name', 'email', 'phone', 'line1', 'line2', 'city', 'state', 'country', 'postal_code']), (billingDetails, supplied) => {
      const options = { fields: { billingDetails } }
      const given = {
        billing_details: {
          ...Object.fromEntries(supplied.filter((field) => ['name', 'email', 'phone'].includes(field)).map((field) => [field, 'x'])),
          address: Object.fromEntries(supplied.filter((field) => !['name', 'email', 'phone'].includes(field)).map((field) => [field, null])),
        },
      }
      const needed = billingFieldsNeverCollected(options).map((field) => field.data.replace('address.', ''))
      const error = elementsCallError(call({ method: 'confirmPayment', mounted: [{ type: 'payment', options }], given }))
      expect(error === undefined).toBe(needed.every((field) => supplied.includes(field)))
    }))
  })

  it('refuses a preferred network at confirm when the element was created with one', () => {
    const given = { card: { networks: { preferred: 'cartes_bancaires' } } }
    const withNetwork = [{ type: 'card' as const, options: { preferredNetwork: ['cartes_bancaires'] } }]
    expect(elementsCallError(call({ method: 'confirmPayment', mounted: withNetwork, given }))).toBe(
      'Do not pass confirmParams.payment_method_data.card.networks.preferred to confirmPayment(): a preferredNetwork was already given when creating the card element.',
    )
    expect(elementsCallError(call({ method: 'confirmPayment', mounted: withNetwork, given: {} }))).toBeUndefined()
    expect(elementsCallError(call({ method: 'confirmPayment', mounted: [{ type: 'card', options: {} }], given }))).toBeUndefined()
  })

  it('never throws on whatever the merchant passes', () => {
    fc.assert(fc.property(fc.constantFrom(...methods), fc.anything(), fc.anything(), fc.boolean(), (method, options, given, single) => {
      const result = elementsCallError(call({ method, single, mounted: [{ type: 'payment', options }], given }))
      expect(result === undefined || typeof result === 'string').toBe(true)
    }))
  })
})
