import * as Effect from 'effect/Effect'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IntegrationError } from 'payloom'
import { issuingElement, shownText } from '../../../core/elements/issuing/issuingElements.tsx'
import type { IssuingElementType } from '../../../core/elements/issuing/issuingTypes.ts'
import type { ElementContext } from '../../../core/plugin/ElementDefinition.ts'
import { makeRuntime } from '../../../core/runtime.ts'
import { validateIssuingCopyButtonOptions, validateIssuingDisplayOptions } from '../../../core/validation/options/issuingCard.ts'
import { pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'
import { contextFor } from './context.ts'

/**
 * The issuing card elements' models (issue 13), run as an elements group runs them (`load`, its
 * answers reduced) against the sandbox over real HTTP: the private nonce comes from the instance's
 * nonce cache, the card is read once per group, and the copy button takes the displays' card.
 * Their Chromium test is tests/browser/issuingDisplays.test.ts.
 */
let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const address = { line1: '1 Main Street', city: 'San Francisco', postal_code: '94111', country: 'US' }

/** A new test card, a nonce pair the "instance" keeps, and the key the merchant's server made with its public nonce. */
const cardWithKey = async () => {
  const holder = (await sandbox.call('POST', '/v1/issuing/cardholders', { name: 'Jenny Rosen', type: 'individual', billing: { address } })).body
  const card = (await sandbox.call('POST', '/v1/issuing/cards', { cardholder: holder.id, currency: 'usd', type: 'virtual' })).body
  const nonce = (await sandbox.call('POST', '/v1/ephemeral_key_nonces', {}, { key: pk })).body
  const key = (await sandbox.call('POST', '/v1/ephemeral_keys', { issuing_card: card.id, nonce: nonce.public_nonce })).body
  return { card, nonces: new Map([[nonce.public_nonce as string, nonce.private_nonce as string]]), options: { issuingCard: card.id as string, nonce: nonce.public_nonce as string, ephemeralKeySecret: key.secret as string } }
}

/** One group's context: its shared map, the instance's nonces, calls to the sandbox counted. */
const groupContext = (nonces: Map<string, string>) => {
  const runtime = makeRuntime({ apiBase: sandbox.url, publishableKey: pk, apiVersion: '2020-08-27', locale: 'en' })
  const calls = { count: 0 }
  const groupShared = new Map<string, unknown>()
  const contextOf = (options: unknown): ElementContext => ({
    ...contextFor([], options),
    privateNonceOf: (nonce) => nonces.get(nonce),
    groupShared,
    runApi: (effect) => {
      calls.count += 1
      return runtime.run(Effect.mapError(effect, (error) => new IntegrationError({ message: error.message })))
    },
  })
  return { contextOf, calls }
}

/** Runs an element's model until it has nothing left to load; its view then. */
const settle = async (type: IssuingElementType, context: ElementContext) => {
  const { model } = issuingElement(type)
  let state = model.init(context)
  for (let pending = model.load!(state, context); pending !== undefined; pending = model.load!(state, context)) {
    for (const answer of await pending) state = model.reduce(state, answer, context)
  }
  return { view: model.view(state, context) as Record<string, unknown>, change: model.change(state, context) }
}

describe('the issuing card elements, over real HTTP to the sandbox', () => {
  it('show the card\'s number in four groups of four, its CVC, expiry and PIN, read once for the group; the copy button copies the number', async () => {
    const { card, nonces, options } = await cardWithKey()
    const { contextOf, calls } = groupContext(nonces)
    const number = await settle('issuingCardNumberDisplay', contextOf(options))
    expect(number.view).toMatchObject({ kind: 'display', label: 'Card number', value: expect.stringMatching(/^4000 0091 \d{4} \d{4}$/) })
    expect((number.view.value as string).endsWith(card.last4)).toBe(true)
    expect(number.change).toEqual({ elementType: 'issuingCardNumberDisplay', empty: false, complete: true })
    expect((await settle('issuingCardCvcDisplay', contextOf(options))).view).toMatchObject({ label: 'Security code', value: expect.stringMatching(/^\d{3}$/) })
    expect((await settle('issuingCardExpiryDisplay', contextOf(options))).view).toMatchObject({ value: `${String(card.exp_month).padStart(2, '0')}/${card.exp_year % 100}` })
    expect((await settle('issuingCardPinDisplay', contextOf(options))).view).toMatchObject({ label: 'PIN', value: expect.stringMatching(/^\d{4}$/) })
    const copy = await settle('issuingCardCopyButton', contextOf({ toCopy: 'number' }))
    expect(copy.view).toMatchObject({ kind: 'copy', label: 'Copy card number', copied: 'Copied', value: (number.view.value as string).replaceAll(' ', '') })
    expect(calls.count).toBe(1)
  })

  it('show that the card cannot be shown when the nonce is not the instance\'s, or the key another card\'s', async () => {
    const { options } = await cardWithKey()
    const other = await cardWithKey()
    const errors: string[] = []
    const original = console.error
    console.error = (message: string) => void errors.push(message)
    try {
      const unknownNonce = await settle('issuingCardNumberDisplay', groupContext(new Map()).contextOf(options))
      expect(unknownNonce.view).toMatchObject({ failed: "The card's details could not be shown." })
      expect(unknownNonce.view).not.toHaveProperty('value')
      const otherKey = await settle('issuingCardNumberDisplay', groupContext(other.nonces).contextOf({ ...options, nonce: other.options.nonce, ephemeralKeySecret: other.options.ephemeralKeySecret }))
      expect(otherKey.view).toMatchObject({ failed: "The card's details could not be shown." })
    } finally {
      console.error = original
    }
    expect(errors[0]).toContain(`The nonce ${options.nonce} was not made by this payloom instance`)
    expect(errors[1]).toContain('No such issuing card')
  })
})

describe('the issuing card elements\' rules', () => {
  it('group any 16-digit number in four groups of four, keeping its digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{16}$/), (number) => {
      const shown = shownText('number', number)
      expect(shown).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/)
      expect(shown.replaceAll(' ', '')).toBe(number)
      expect(shownText('cvc', number.slice(0, 3))).toBe(number.slice(0, 3))
    }))
  })

  it('refuse options without the card, its nonce and key, or a copy button without what it copies', () => {
    expect(validateIssuingDisplayOptions({ issuingCard: 'ic_1' }).errors).toEqual(['Missing required option nonce.', 'Missing required option ephemeralKeySecret.'])
    expect(validateIssuingDisplayOptions({ issuingCard: 'card_1', nonce: 'n', ephemeralKeySecret: 'ek_test_1' }).errors).toEqual([expect.stringContaining('an issuing card id (ic_...)')])
    expect(validateIssuingDisplayOptions({ issuingCard: 'ic_1', nonce: 'n', ephemeralKeySecret: 'ek_test_1', style: { base: { color: 'red', margin: '0' } } }).errors).toEqual([expect.stringContaining('margin')])
    expect(validateIssuingCopyButtonOptions({}).errors).toEqual(['Missing required option toCopy.'])
    expect(validateIssuingCopyButtonOptions({ toCopy: 'iban' }).errors).toEqual([expect.stringContaining('number, cvc, expiry, pin')])
  })
})
