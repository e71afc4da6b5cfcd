/**
 * A merchant who validates on their server passes the value an element reported and the very
 * options object they created the element with; the validators of `payloom/validation` must then
 * give the verdict the element gave. These properties drive each element with generated options
 * and input, and compare its `change` event's `complete` with the validator's verdict on the
 * event's `value`.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { card } from 'payloom/plugins/card'
import {
  validateAddress, validateEmail, validatePostalCode,
  type AddressElementOptions, type AddressValue, type LinkAuthenticationOptions, type PaymentElementOptions,
} from 'payloom/validation'
import { addressChange } from '../../core/elements/address/addressChange.ts'
import { addressErrors } from '../../core/elements/address/validateAddressState.ts'
import { initAddress, reduceAddress } from '../../core/elements/address/addressModel.ts'
import { type AddressAction } from '../../core/elements/address/AddressAction.ts'
import { type AddressState } from '../../core/elements/address/AddressState.ts'
import { loadPhoneRules } from '../../core/elements/address/phoneRules.ts'
import { linkAuthenticationElement } from '../../core/elements/linkAuthentication/linkAuthenticationElement.tsx'
import { paymentElement } from '../../core/elements/payment/paymentElement.tsx'
import type { ToController } from '../../core/elements/messages.ts'
import { contextFor, session } from '../core/elements/context.ts'
import { detailsOf } from './address/fixtures.ts'

// Countries whose rules differ: required state (US, JP, BR), no state (GB, FR), no postal code
// (HK, AE), postal prefixes (CH), PO-box keywords (US, DE), an alias (TA) and SH behind it.
const countries = ['US', 'GB', 'JP', 'BR', 'CA', 'FR', 'DE', 'IE', 'HK', 'AE', 'SH', 'CH', 'IN', 'AU'] as const
const country = fc.constantFrom(...countries)
const setting = fc.constantFrom('auto', 'always', 'never')

const text = fc.oneof(
  fc.constantFrom('', '  ', 'Ada', ' Ada Lovelace ', '12 Example Road', 'PO Box 7', 'Postfach 12', 'Flat 3', 'Sampleton', 'Tokyo'),
  fc.string({ maxLength: 8 }),
)
// Valid numbers national and international, numbers of another country, and what is no number.
const phone = fc.oneof(
  fc.constantFrom('', ' ', '+1 415 555 0100', '(415) 555-0100', '020 7946 0958', '+44 20 7946 0958', '03-1234-5678', '12', 'abc', '1 415 555 0100'),
  fc.string({ maxLength: 12 }),
)
// A real postal code of some country in the list (right for it or not), or any text.
const postalCode = fc.oneof(
  fc.tuple(country, fc.nat()).map(([code, index]) => {
    const examples = detailsOf(code).postalExamples
    return examples.length === 0 ? '' : examples[index % examples.length] ?? ''
  }),
  text,
)
const state = fc.oneof(fc.tuple(country, fc.nat()).map(([code, index]) => {
  const subdivisions = detailsOf(code).subdivisions
  return subdivisions.length === 0 ? '' : subdivisions[index % subdivisions.length]?.key ?? ''
}), text)

const payloadAddress = fc.record(
  { line1: text, line2: text, city: text, state, postal_code: postalCode, country },
  { requiredKeys: ['country'] },
)

const addressOptions: fc.Arbitrary<AddressElementOptions> = fc.record(
  {
    mode: fc.constantFrom('shipping', 'billing'),
    allowedCountries: fc.subarray([...countries, 'TA']),
    autocomplete: fc.record({ mode: fc.constantFrom('automatic', 'disabled') }),
    blockPoBox: fc.boolean(),
    contacts: fc.array(fc.record({ name: text, phone, address: payloadAddress }, { requiredKeys: ['name', 'address'] }), { maxLength: 2 }),
    defaultValues: fc.record({ name: text, firstName: text, lastName: text, phone, address: payloadAddress }, { requiredKeys: [] }),
    display: fc.record({ name: fc.constantFrom('full', 'split', 'organization') }, { requiredKeys: [] }),
    fields: fc.record({ phone: setting }, { requiredKeys: [] }),
    validation: fc.record({ phone: fc.record({ required: setting }, { requiredKeys: [] }) }, { requiredKeys: [] }),
  },
  { requiredKeys: ['mode'] },
)

// What the shopper does: type, paste or autofill fields (the country first, as the form applies
// it), and tick or untick "same as shipping".
const addressInput: fc.Arbitrary<AddressAction> = fc.record({
  type: fc.constant('change'),
  source: fc.constantFrom('typed', 'paste', 'autofill'),
  patch: fc.record(
    {
      name: text, firstName: text, lastName: text, organizationName: text, country: fc.oneof(country, fc.constantFrom('ta', 'XX', '')),
      line1: text, line2: text, sublocality: text, city: text, state, postal_code: postalCode, phone,
      phoneCountry: fc.oneof(country, fc.constantFrom('XX')), syncAddress: fc.boolean(),
    },
    { requiredKeys: [] },
  ),
}) as fc.Arbitrary<AddressAction>

const linkedAddress: fc.Arbitrary<AddressValue> = fc.record({ name: text, phone, address: payloadAddress }, { requiredKeys: ['address'] })

// Each verdict must be seen both ways, or a property could pass on incomplete addresses alone.
const seen = { complete: 0, incomplete: 0 }
const count = (complete: boolean): void => {
  seen[complete ? 'complete' : 'incomplete'] += 1
}

describe('validateAddress gives the address element\'s verdict', () => {
  // The element loads the phone rules as soon as a phone field shows, before it can be typed in.
  beforeAll(() => loadPhoneRules())

  it('for generated options and input, on the value the element reports', () => {
    seen.complete = 0
    seen.incomplete = 0
    fc.assert(fc.property(addressOptions, fc.array(addressInput, { maxLength: 3 }), fc.option(linkedAddress), (options, inputs, linked) => {
      const context = linked === null ? {} : { linkedAddress: linked }
      const element: AddressState = inputs.reduce((current, input) => reduceAddress(current, input, context), initAddress(options, context))
      const event = addressChange(element)
      // The change event does not carry the "same as shipping" box; a merchant who offers it knows its state.
      const verdict = validateAddress({ ...event.value, syncAddress: element.syncAddress }, options)
      expect(verdict.complete).toBe(event.complete)
      expect(verdict.errors.map((error) => `${error.field}:${error.code}`)).toEqual(addressErrors(element).map((error) => `${error.field}:${error.code}`))
      count(event.complete)
    }), { numRuns: 1000 })
    expect(seen.complete).toBeGreaterThan(0)
    expect(seen.incomplete).toBeGreaterThan(0)
  })
})

describe('validateEmail gives the Link authentication element\'s verdict', () => {
  const email = fc.oneof(fc.emailAddress(), fc.constantFrom('', '  ', 'jenny@', 'jenny@example', ' jenny@example.com '), fc.string({ maxLength: 12 }))
  const options: fc.Arbitrary<LinkAuthenticationOptions> = fc.record({ defaultValues: fc.record({ email }, { requiredKeys: [] }) }, { requiredKeys: [] })
  const input = fc.record({ email, source: fc.constantFrom('typed', 'paste', 'autofill') })

  it('for generated options and input, on the value the element reports', () => {
    const { model } = linkAuthenticationElement
    fc.assert(fc.property(options, fc.array(input, { maxLength: 2 }), (linkOptions, inputs) => {
      const context = contextFor([], linkOptions)
      const element = inputs.reduce(
        (current, { email: typed, source }) => model.reduce(current, { kind: 'patch', elementId: 'e', patch: { email: typed }, source }, context),
        model.init(context),
      )
      const event = model.change(element, context)
      const { email: reported } = event.value as { readonly email: string }
      expect(validateEmail(reported, linkOptions).complete).toBe(event.complete)
    }), { numRuns: 300 })
  })
})

describe('validatePostalCode gives the payment element\'s verdict on the card\'s billing fields', () => {
  const never = fc.constant('never' as const)
  const field = fc.constantFrom('never', 'auto', 'if_required')
  const billingDetails: fc.Arbitrary<NonNullable<PaymentElementOptions['fields']>['billingDetails']> = fc.oneof(
    field,
    fc.record({
      name: field,
      address: fc.oneof(field, fc.record({ country: field, postalCode: field, line1: field }, { requiredKeys: [] })),
    }, { requiredKeys: [] }),
    fc.record({ address: fc.record({ postalCode: never }) }),
  )
  const options: fc.Arbitrary<PaymentElementOptions> = fc.record(
    { layout: fc.constant('tabs' as const), fields: fc.record({ billingDetails }, { requiredKeys: [] }) },
    { requiredKeys: ['layout'] },
  )
  const plugins = [card()]
  // A card the element takes, so that only the billing fields can make it incomplete.
  const validCard = { number: '4242424242424242', expiry: '12 / 34', cvc: '123' }

  it('for generated options, countries and postal codes', () => {
    seen.complete = 0
    seen.incomplete = 0
    fc.assert(fc.property(options, country, postalCode, (paymentOptions, billingCountry, code) => {
      const context = contextFor(plugins, paymentOptions, session(['card']))
      const { model } = paymentElement(context.registry)
      const message: ToController = { kind: 'patch', elementId: 'e', patch: { ...validCard, country: billingCountry, postalCode: code } }
      const event = model.change(model.reduce(model.init(context), message, context), context)
      expect(validatePostalCode(code, billingCountry, paymentOptions).complete).toBe(event.complete)
      count(event.complete)
    }), { numRuns: 300 })
    expect(seen.complete).toBeGreaterThan(0)
    expect(seen.incomplete).toBeGreaterThan(0)
  })
})

describe('validatePostalCode with the payment element\'s options', () => {
  it('leaves a postal code the billing details hand to the merchant unchecked, and checks it otherwise', () => {
    expect(validatePostalCode('', 'US', { fields: { billingDetails: 'never' } })).toEqual({ complete: true })
    expect(validatePostalCode('1', 'US', { fields: { billingDetails: { address: 'never' } } })).toEqual({ complete: true })
    expect(validatePostalCode('1', 'US', { fields: { billingDetails: { address: { postalCode: 'never' } } } })).toEqual({ complete: true })
    expect(validatePostalCode('1', 'US', { fields: { billingDetails: { address: { country: 'never' } } } })).toMatchObject({ error: { code: 'invalid_zip' } })
    expect(validatePostalCode('', 'US', { layout: 'tabs', fields: { billingDetails: 'auto' } })).toMatchObject({ error: { code: 'incomplete_zip' } })
  })

  it('throws the element\'s messages for options the element refuses', () => {
    const refused = (options: unknown) => () => validatePostalCode('94107', 'US', options as PaymentElementOptions)
    expect(refused({ fields: { billingDetails: { address: { postalCode: 'sometimes' } } } })).toThrow(new TypeError(
      'validatePostalCode: Invalid value for fields.billingDetails.address.postalCode: "sometimes". Expected one of never, auto, if_required.',
    ))
    expect(refused({ postalCode: 'never' })).toThrow('validatePostalCode: Unknown option postalCode.')
    expect(refused(42)).toThrow(TypeError)
  })
})
