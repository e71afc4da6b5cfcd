import * as Effect from 'effect/Effect'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, makeRegistry } from 'payloom'
import { card, type CardValues } from 'payloom/plugins/card'
import { affirm } from 'payloom/plugins/affirm'
import { ApiClient, makeApiClient } from '../../../core/api/ApiClient.ts'
import type { ElementContext, ElementDefinition } from '../../../core/plugin/ElementDefinition.ts'
import { loadElementsSession, type ElementsSession } from '../../../core/session/elementsSession.ts'
import type { ToController } from '../../../core/elements/messages.ts'
import { contextFor, hostOutsideGroup, session } from '../../core/elements/context.ts'
import { pk, sk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

/**
 * The card's networks from the provider's card metadata (controller.md §3 "Card networks", §9 the
 * 6-digit lookup and the 8-digit emitted-cache comparison, "Caches: card metadata"), the session's
 * card brand choice and filter_cards (§3 "Full elements session result"), over real HTTP to the
 * sandbox: the card plugin's element runs its lookup as an elements group does (`load`, then the
 * answer back to `reduce`), with a provider client counting the card metadata calls.
 */
let sandbox: TestSandbox
let metadataCalls: string[]
let api: ReturnType<typeof makeApiClient>
beforeAll(async () => {
  sandbox = await startTestSandbox()
  api = makeApiClient({ apiBase: sandbox.url, publishableKey: pk, apiVersion: createPayloom(pk).apiVersion })
})
afterAll(() => sandbox.dispose())
afterEach(async () => {
  await fetch(`${sandbox.url}/v1/test_helpers/card_settings`, { method: 'DELETE', headers: { Authorization: `Bearer ${sk}` } })
})

type State = { readonly values: CardValues }

/** A card element and a group around it: type, and let its lookups answer. */
const cardElement = (elementsSession: ElementsSession = session(['card'])) => {
  const plugin = card()
  const definition = plugin.elements!()[0] as ElementDefinition<State>
  const answers: ToController[] = []
  /** The merchant events the element emits, as an elements group hands them on (`networkschange`). */
  const events: Array<{ readonly name: string; readonly payload: unknown }> = []
  const context: ElementContext = {
    ...contextFor([plugin], {}, elementsSession),
    runApi: (effect) => {
      metadataCalls.push('call')
      return Effect.runPromise(Effect.provideService(effect, ApiClient, api))
    },
  }
  let state = definition.model.init(context)
  const host = { current: () => state, send: () => undefined, listens: () => true, ...hostOutsideGroup }
  const step = (message: ToController) => {
    const previous = state
    state = definition.model.reduce(state, message, context)
    events.push(...definition.model.events!(message, state, context, host, previous))
  }
  const settle = async () => {
    for (let pending = definition.model.load?.(state, context); pending !== undefined; pending = definition.model.load?.(state, context)) {
      const messages = await pending
      if (messages.length === 0) break
      answers.push(...messages)
      messages.forEach(step)
    }
  }
  const type = async (number: string) => {
    step({ kind: 'patch', elementId: 'e', patch: { number } })
    await settle()
  }
  const fill = async (number: string) => {
    step({ kind: 'patch', elementId: 'e', patch: { number, expiry: '12 / 34', cvc: '123', postalCode: '10001' } })
    await settle()
  }
  const validate = () => plugin.validate(state.values, { now: new Date('2026-11-21T12:00:00Z'), session: { intentType: 'payment_intent', currency: 'usd', ...(elementsSession.cardBrandChoice ? { cardBrandChoice: true } : {}), ...(elementsSession.cardBrandFilter ? { cardBrandFilter: elementsSession.cardBrandFilter } : {}) } })
  return { plugin, answers, events, type, fill, validate, values: () => state.values, change: () => definition.model.change(state, context), data: () => definition.model.paymentMethodData!(state, context) }
}

/** What typing a number digit by digit, as a shopper does, makes happen. */
const typeDigits = async (element: ReturnType<typeof cardElement>, digits: string) => {
  for (let end = 1; end <= digits.length; end++) await element.type(digits.slice(0, end))
}

describe('the card metadata call (GET /v1/card_metadata)', () => {
  it('answers the account ranges of the test cards of a 6-digit BIN, and refuses anything else', async () => {
    const answer = await sandbox.call('GET', '/v1/card_metadata', { bin_prefix: '400000' }, { key: pk })
    expect(answer.body).toMatchObject({ object: 'card_metadata', bin_prefix: '400000' })
    expect(answer.body.data).toContainEqual({ brand: 'cartes_bancaires', pan_length: 16, account_range_low: '4000002500001000', account_range_high: '4000002500001999' })
    expect((await sandbox.call('GET', '/v1/card_metadata', { bin_prefix: '620550' }, { key: pk })).body.data).toEqual([
      { brand: 'unionpay', pan_length: 19, account_range_low: '6205500000000000000', account_range_high: '6205509999999999999' },
    ])
    expect((await sandbox.call('GET', '/v1/card_metadata', { bin_prefix: '999999' }, { key: pk })).body.data).toEqual([])
    const refused = await sandbox.call('GET', '/v1/card_metadata', { bin_prefix: '4242' }, { key: pk })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatchObject({ param: 'bin_prefix' })
  })
})

describe('the card plugin\'s network lookup (controller.md §9)', () => {
  it('asks once per 6-digit BIN (the card metadata cache), and records networks again only when the first 8 digits change', async () => {
    metadataCalls = []
    const element = cardElement()
    await typeDigits(element, '4000002500001001')
    expect(metadataCalls).toHaveLength(1)
    // Digits 6, 7 and 8 each change the 8-digit key: three answers; digits 9 to 16, none.
    expect(element.answers).toHaveLength(3)
    expect(element.values().cardNetworks).toMatchObject({ prefix: '40000025' })
    expect(element.plugin.details!(element.values())).toEqual({ brands: ['visa', 'cartes_bancaires'] })
    // networkschange: the first digit tells visa; the lookup's first answer both networks; nothing after.
    expect(element.events).toEqual([
      { name: 'networkschange', payload: { elementType: 'card', brands: ['visa'] } },
      { name: 'networkschange', payload: { elementType: 'card', brands: ['visa', 'cartes_bancaires'] } },
    ])
    // Another card of the same BIN: no call; below 6 digits the networks go.
    await element.type('4000000000000002')
    expect(metadataCalls).toHaveLength(1)
    expect(element.plugin.details!(element.values())).toEqual({ brands: ['visa'] })
    await element.type('40000')
    expect(element.values().cardNetworks).toBeUndefined()
    await element.type('400000')
    expect(metadataCalls).toHaveLength(1)
  })

  it('lets the account range\'s pan_length decide when the number is complete: a 19-digit UnionPay card', async () => {
    metadataCalls = []
    const element = cardElement()
    await element.fill('6205500000000000')
    expect(element.validate().number?.code).toBe('incomplete_number')
    expect(element.change()).toMatchObject({ complete: false })
    await element.fill('6205500000000000004')
    expect(element.validate()).toEqual({})
    expect(element.data()).toMatchObject({ card: { number: '6205500000000000004' } })
    // A BIN of no test card has no ranges: its brand's own lengths apply (16 digits of UnionPay are whole).
    await element.fill('6212345678901232')
    expect(element.values().cardNetworks).toEqual({ prefix: '62123456', ranges: [] })
    expect(element.validate()).toEqual({})
  })

  it('sends the network the shopper picked for a co-badged card, and only a network of the card typed', async () => {
    const element = cardElement(session(['card'], { cardBrandChoice: true }))
    await element.fill('4000002500001001')
    expect(element.data()).toMatchObject({ card: { number: '4000002500001001' } })
    expect(element.data()!.card).not.toHaveProperty('networks')
    // The form's network choice patches `network`.
    const picked = { ...element.values(), network: 'cartes_bancaires' }
    expect(element.plugin.toPaymentMethodData(picked).card).toMatchObject({ networks: { preferred: 'cartes_bancaires' } })
    expect(element.plugin.toPaymentMethodData({ ...picked, number: '4242424242424242' }).card).not.toHaveProperty('networks')
  })
})

describe('the split card number element and a co-badged card', () => {
  it('keeps the card\'s networks and the network picked with the number, so they pay with the other split elements', async () => {
    const plugin = card()
    const [, number] = plugin.elements!() as ReadonlyArray<ElementDefinition<State>>
    const context: ElementContext = {
      ...contextFor([plugin], {}, session(['card'], { cardBrandChoice: true })),
      runApi: (effect) => Effect.runPromise(Effect.provideService(effect, ApiClient, api)),
    }
    let state = number!.model.reduce(number!.model.init(context), { kind: 'patch', elementId: 'e', patch: { number: '4000002500001001' } }, context)
    for (const message of await number!.model.load!(state, context)!) state = number!.model.reduce(state, message, context)
    state = number!.model.reduce(state, { kind: 'patch', elementId: 'e', patch: { network: 'cartes_bancaires' } }, context)
    const own = number!.model.fieldValues!(state)
    expect(own).toMatchObject({ number: '4000002500001001', network: 'cartes_bancaires', cardNetworks: { prefix: '40000025' } })
    const merged = { ...plugin.defaults(), ...own, expiry: '12 / 34', cvc: '123' }
    expect(number!.set!.toPaymentMethodData(merged).card).toMatchObject({ networks: { preferred: 'cartes_bancaires' } })
  })
})

describe('the session\'s card brand choice and filter_cards (controller.md §3)', () => {
  const loadSession = (): Promise<ElementsSession> =>
    Effect.runPromise(Effect.provideService(loadElementsSession({ deferredIntent: { mode: 'payment', amount: 2000, currency: 'usd' } }, makeRegistry([card()]), 'en'), ApiClient, api))

  it('reads the account\'s card settings from the session: off by default, as the sandbox\'s test helper sets them', async () => {
    const plain = await loadSession()
    expect(plain.cardBrandChoice).toBeUndefined()
    expect(plain.cardBrandFilter).toBeUndefined()
    await sandbox.call('POST', '/v1/test_helpers/card_settings', { card_brand_choice_eligible: true, disallowed_brands: ['amex', 'visa'] })
    const set = await loadSession()
    expect(set).toMatchObject({ cardBrandChoice: true, cardBrandFilter: { disallowedCardBrands: ['amex', 'visa'] } })
    const refused = await sandbox.call('POST', '/v1/test_helpers/card_settings', { allowed_brands: ['visa'] })
    expect(refused.body.error).toMatchObject({ message: 'Give allowed_brands or disallowed_brands, not both.' })
  })

  it('refuses a brand filter_cards refuses with the card form\'s message; a co-badged card stays payable by its other network', async () => {
    await sandbox.call('POST', '/v1/test_helpers/card_settings', { card_brand_choice_eligible: true, disallowed_brands: ['amex', 'visa'] })
    const element = cardElement(await loadSession())
    await element.fill('378282246310005')
    expect(element.validate().number?.code).toBe('unsupported_card_brand')
    expect(element.change()).toMatchObject({ complete: false, error: { code: 'unsupported_card_brand', message: 'This card brand is not accepted here.' } })
    await element.fill('4242424242424242')
    expect(element.validate().number?.code).toBe('unsupported_card_brand')
    await element.fill('4000002500001001')
    expect(element.validate()).toEqual({})
  })
})

describe('the provider\'s refusals of a deferred intent, as elements report them (controller.md §8)', () => {
  const payloom = () => createPayloom(pk, { apiBase: sandbox.url, plugins: [card(), affirm()], locale: 'en' })

  it('unsupported_parameter on payment_method_types: a listed type whose currency minimum the amount is below', async () => {
    const loaded = await payloom().elements({ mode: 'payment', amount: 1000, currency: 'usd', paymentMethodTypes: ['card', 'affirm'] }).fetchUpdates()
    expect(loaded).toEqual({ error: { type: 'validation_error', code: 'session_load_failed', message: 'The payment method type affirm needs an amount of at least 5000 usd (in the smallest currency unit), and this payment is for 1000 usd. Remove affirm from payment_method_types or raise the amount.' } })
    expect(await payloom().elements({ mode: 'payment', amount: 5000, currency: 'usd', paymentMethodTypes: ['card', 'affirm'] }).fetchUpdates()).toEqual({})
  })

  it('an error with param on_behalf_of returns its message', async () => {
    const loaded = await payloom().elements({ mode: 'payment', amount: 2000, currency: 'usd', onBehalfOf: 'acct_unconnected1' }).fetchUpdates()
    expect(loaded).toEqual({ error: { type: 'validation_error', code: 'session_load_failed', message: 'The provided key does not have access to account \'acct_unconnected1\' (or that account does not exist). Application access may have been revoked.' } })
  })
})
