import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { card, confirmWithCard, createPaymentIntent, pk, startTestSandbox, type Params, type TestSandbox } from './sandboxClient.ts'

/**
 * The intent mutation params the SDK sets at confirm (controller.md §3; docs/confirm-params.md), as
 * the sandbox checks them over real HTTP: expected_payment_method_type, client_context,
 * source / source_data, abstracted_presentment_currency.
 */
let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const confirm = (intent: Record<string, any>, params: Params) =>
  sandbox.call('POST', `/v1/${intent.object}s/${intent.id}/confirm`, { client_secret: intent.client_secret, ...params }, { key: pk })

describe('expected_payment_method_type at confirm', () => {
  it('refuses a payment method of another type than the one the shopper picked, naming the param, and pays with the same type', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom('sepa_debit', 'ideal', 'link', 'us_bank_account', 'klarna'), async (picked) => {
      const intent = await createPaymentIntent(sandbox)
      const refused = await confirmWithCard(sandbox, intent, '4242424242424242', { expected_payment_method_type: picked })
      expect(refused.status).toBe(400)
      expect(refused.body.error).toEqual({
        type: 'invalid_request_error', code: 'payment_intent_invalid_parameter', param: 'expected_payment_method_type',
        message: `The PaymentMethod provided (card) does not match the expected_payment_method_type (${picked}) this PaymentIntent was confirmed with.`,
      })
      expect((await sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body.status).toBe('requires_payment_method')
    }), { numRuns: 8 })
    const intent = await createPaymentIntent(sandbox)
    expect((await confirmWithCard(sandbox, intent, '4242424242424242', { expected_payment_method_type: 'card' })).body.status).toBe('succeeded')
  })
})

/** What a deferred group was made with, and what the merchant's server made the intent with. */
interface Setting {
  readonly currency: 'usd' | 'eur'
  readonly setup_future_usage?: 'on_session' | 'off_session'
  readonly capture_method: 'automatic' | 'automatic_async' | 'manual'
  readonly payment_method_types: ReadonlyArray<string>
}
const setting: fc.Arbitrary<Setting> = fc.record({
  currency: fc.constantFrom('usd', 'eur'),
  setup_future_usage: fc.constantFrom(undefined, 'on_session', 'off_session'),
  capture_method: fc.constantFrom('automatic', 'automatic_async', 'manual'),
  payment_method_types: fc.constantFrom(['card'], ['card', 'link']),
}, { requiredKeys: ['currency', 'capture_method', 'payment_method_types'] })

const shown = (value: unknown): string =>
  Array.isArray(value) ? `[${value.map((item) => JSON.stringify(item)).join(', ')}]` : value === undefined ? 'null' : String(value)

describe('client_context: a deferred intent checked against the elements that showed it', () => {
  it('confirms when every field the group gave is the intent\'s, and otherwise names the first that is not', async () => {
    await fc.assert(fc.asyncProperty(setting, setting, async (group, server) => {
      const intent = await createPaymentIntent(sandbox, { ...server })
      const answer = await confirmWithCard(sandbox, intent, '4242424242424242', { client_context: { mode: 'payment', ...group } })
      const fields = ['currency', 'setup_future_usage', 'capture_method', 'payment_method_types'] as const
      const differs = fields.find((field) => field === 'setup_future_usage'
        ? group.setup_future_usage !== undefined && group.setup_future_usage !== server.setup_future_usage
        : shown(group[field]) !== shown(server[field]))
      if (differs === undefined) {
        expect(answer.status).toBe(200)
        expect(answer.body.status).toBe(group.capture_method === 'manual' ? 'requires_capture' : 'succeeded')
        return
      }
      expect(answer.status).toBe(400)
      expect(answer.body.error).toEqual({
        type: 'invalid_request_error', code: 'payment_intent_invalid_parameter', param: `client_context[${differs}]`,
        message: `The provided ${differs} (${shown(group[differs])}) does not match the expected ${differs} (${shown(server[differs])}).`,
      })
    }), { numRuns: 30 })
  })

  it('checks the mode against the kind of intent, and a setup intent\'s usage', async () => {
    const payment = await createPaymentIntent(sandbox)
    expect((await confirmWithCard(sandbox, payment, '4242424242424242', { client_context: { mode: 'setup' } })).body.error).toMatchObject({
      param: 'client_context[mode]', message: 'The provided mode (setup) does not match the expected mode (payment).',
    })
    const setup = (await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['card'], usage: 'on_session' })).body
    expect((await confirmWithCard(sandbox, setup, '4242424242424242', { client_context: { mode: 'setup', setup_future_usage: 'off_session', currency: 'usd' } })).body.error).toMatchObject({
      code: 'setup_intent_invalid_parameter', param: 'client_context[setup_future_usage]',
      message: 'The provided setup_future_usage (off_session) does not match the expected setup_future_usage (on_session).',
    })
    expect((await confirmWithCard(sandbox, setup, '4242424242424242', { client_context: { mode: 'subscription', setup_future_usage: 'on_session' } })).body.status).toBe('succeeded')
    expect((await confirmWithCard(sandbox, await createPaymentIntent(sandbox), '4242424242424242', { client_context: { currency: 'usd' } })).body.error).toMatchObject({
      code: 'parameter_missing', param: 'client_context[mode]',
    })
  })

  it('takes an automatic intent\'s types as offering the group\'s, and checks the payment method configuration the intent was made with', async () => {
    const automatic = await createPaymentIntent(sandbox, { payment_method_types: undefined, automatic_payment_methods: { enabled: true } })
    expect(automatic.payment_method_types).toEqual(expect.arrayContaining(['card', 'cashapp']))
    expect((await confirmWithCard(sandbox, automatic, '4242424242424242', { client_context: { mode: 'payment', payment_method_types: ['card', 'cashapp'] } })).body.status).toBe('succeeded')
    const noSuchType = await confirmWithCard(sandbox, await createPaymentIntent(sandbox, { payment_method_types: undefined, automatic_payment_methods: { enabled: true } }), '4242424242424242', {
      client_context: { mode: 'payment', payment_method_types: ['card', 'sepa_debit'] },
    })
    expect(noSuchType.body.error).toMatchObject({ param: 'client_context[payment_method_types]', message: expect.stringMatching(/^The provided payment_method_types \(\["card", "sepa_debit"\]\) does not match the expected payment_method_types \(\["card", /) })

    const configuration = (await sandbox.call('POST', '/v1/payment_method_configurations', { name: 'Cards only', cashapp: { display_preference: { preference: 'off' } } })).body
    const configured = await createPaymentIntent(sandbox, { payment_method_types: undefined, payment_method_configuration: configuration.id })
    expect(configured).toMatchObject({ payment_method_configuration_details: { id: configuration.id, parent: null }, automatic_payment_methods: { enabled: true } })
    expect(configured.payment_method_types).not.toContain('cashapp')
    const other = await confirmWithCard(sandbox, configured, '4242424242424242', { client_context: { mode: 'payment', payment_method_configuration: 'pmc_other' } })
    expect(other.body.error).toMatchObject({
      param: 'client_context[payment_method_configuration]',
      message: `The provided payment_method_configuration (pmc_other) does not match the expected payment_method_configuration (${configuration.id}).`,
    })
    expect((await confirmWithCard(sandbox, configured, '4242424242424242', { client_context: { mode: 'payment', payment_method_configuration: configuration.id } })).body.status).toBe('succeeded')
    const both = await sandbox.call('POST', '/v1/payment_intents', { amount: 100, currency: 'usd', payment_method_types: ['card'], payment_method_configuration: configuration.id })
    expect(both.body.error).toMatchObject({ param: 'payment_method_configuration', message: 'You may only specify one of these parameters: payment_method_types, payment_method_configuration.' })
  })
})

describe('client_context in a confirmation token', () => {
  it('is kept with the token and checked by the confirm that uses it, naming the field under confirmation_token', async () => {
    const token = async (context: Params) => (await sandbox.call('POST', '/v1/confirmation_tokens', {
      payment_method_data: { type: 'card', card: card('4242424242424242') }, client_context: context,
    }, { key: pk })).body.id as string
    const listed = await token({ mode: 'payment', currency: 'usd', payment_method_types: ['card', 'link'] })
    const refused = await confirm(await createPaymentIntent(sandbox), { confirmation_token: listed })
    expect(refused.body.error).toMatchObject({
      param: 'confirmation_token[client_context][payment_method_types]',
      message: 'The provided payment_method_types (["card", "link"]) does not match the expected payment_method_types (["card"]).',
    })
    // Refused before the token was used: it still pays an intent that matches.
    expect((await confirm(await createPaymentIntent(sandbox, { payment_method_types: ['link', 'card'] }), { confirmation_token: listed })).body.status).toBe('succeeded')
    const unknown = await sandbox.call('POST', '/v1/confirmation_tokens', { payment_method_data: { type: 'card', card: card('4242424242424242') }, client_context: { mode: 'payment', amount: 100 } }, { key: pk })
    expect(unknown.body.error).toMatchObject({ code: 'parameter_unknown', param: 'client_context[amount]' })
  })
})

/** A card source made with the publishable key, as createSource makes one. */
const source = async (number: string, usage: 'reusable' | 'single_use' = 'reusable') => {
  const made = await sandbox.call('POST', '/v1/sources', { type: 'card', card: card(number), usage, owner: { name: 'Ada Lovelace' } }, { key: pk })
  expect(made.status).toBe(200)
  return made.body
}

describe('source and source_data at confirm', () => {
  it('pays with a chargeable card source (its card, as a payment method), and a single-use source only once', async () => {
    const reusable = await source('4242424242424242')
    for (const _ of [1, 2]) {
      const intent = await createPaymentIntent(sandbox)
      const paid = await confirm(intent, { source: reusable.id, expand: ['payment_method'] })
      expect(paid.body).toMatchObject({ status: 'succeeded', source: reusable.id, payment_method: { id: expect.stringMatching(/^pm_/), type: 'card', card: { last4: '4242' }, billing_details: { name: 'Ada Lovelace' } } })
    }
    const once = await source('4242424242424242', 'single_use')
    expect((await confirm(await createPaymentIntent(sandbox), { source: once.id })).body.status).toBe('succeeded')
    const again = await confirm(await createPaymentIntent(sandbox), { source: once.id })
    expect(again.body.error).toEqual({
      type: 'invalid_request_error', code: 'payment_method_unexpected_state', param: 'source',
      message: `The source ${once.id} has status consumed: a single_use source pays once. Create a new source for this payment.`,
    })
  })

  it('makes a source of source_data (a card token or the card) and pays with it as its card says', async () => {
    const paid = await confirm(await createPaymentIntent(sandbox), { source_data: { type: 'card', token: 'tok_visa' } })
    expect(paid.body).toMatchObject({ status: 'succeeded', source: expect.stringMatching(/^src_/) })
    const declined = await confirm(await createPaymentIntent(sandbox), { source_data: { type: 'card', card: card('4000000000000002') } })
    expect(declined.status).toBe(402)
    expect(declined.body.error).toMatchObject({ type: 'card_error', code: 'card_declined' })
    const challenged = await confirm(await createPaymentIntent(sandbox), { source: (await source('4000002500003155')).id, return_url: 'https://shop.example/done' })
    expect(challenged.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } })
  })

  it('refuses an unknown source, a source beside a payment method, a source for an intent that takes no card, and bad source data', async () => {
    expect((await confirm(await createPaymentIntent(sandbox), { source: 'src_nothing' })).body.error).toEqual({
      type: 'invalid_request_error', code: 'resource_missing', param: 'source', message: "No such source: 'src_nothing'",
    })
    const reusable = await source('4242424242424242')
    expect((await confirm(await createPaymentIntent(sandbox), { source: reusable.id, payment_method: 'pm_card_visa' })).body.error).toMatchObject({
      param: 'source', message: 'You may only specify one of these parameters: payment_method, source.',
    })
    const ideal = await createPaymentIntent(sandbox, { currency: 'eur', payment_method_types: ['ideal'] })
    expect((await confirm(ideal, { source: reusable.id })).body.error).toMatchObject({ param: 'payment_method', message: expect.stringContaining('The PaymentMethod provided (card) is not allowed for this PaymentIntent') })
    expect((await confirm(await createPaymentIntent(sandbox), { source_data: { type: 'sepa_debit' } })).body.error).toMatchObject({ param: 'source_data[type]', message: 'The sandbox creates card sources only, not sepa_debit.' })
    expect((await confirm(await createPaymentIntent(sandbox), { source_data: { type: 'card', token: 'tok_nothing' } })).body.error).toMatchObject({ param: 'source_data[token]', code: 'resource_missing' })
  })
})

describe('abstracted_presentment_currency: the currency the shopper was shown (adaptive pricing)', () => {
  /** The FX quote a deferred session in dollars makes for a French shopper, in euros. */
  const euroQuote = async (): Promise<string> => {
    const session = await sandbox.call('GET', '/v1/elements/sessions', {
      deferred_intent: { mode: 'payment', amount: 2000, currency: 'usd', adaptive_pricing: { allowed: true } }, payment_intent_creation_flow: 'deferred', locale: 'fr',
    }, { key: pk })
    expect(session.body.adaptive_pricing).toMatchObject({ active_presentment_currency: 'eur' })
    return session.body.adaptive_pricing.fx_quote_id
  }

  it('goes with the quote of the same currency, or alone when the shopper was shown the intent\'s own; any other is refused', async () => {
    const quote = await euroQuote()
    const paid = await confirm(await createPaymentIntent(sandbox), { payment_method: 'pm_card_visa', fx_quote: quote, abstracted_presentment_currency: 'eur' })
    expect(paid.body).toMatchObject({ status: 'succeeded', presentment_details: { presentment_currency: 'eur' } })
    expect((await confirm(await createPaymentIntent(sandbox), { payment_method: 'pm_card_visa', abstracted_presentment_currency: 'usd' })).body).toMatchObject({ status: 'succeeded' })
    const otherQuote = await confirm(await createPaymentIntent(sandbox), { payment_method: 'pm_card_visa', fx_quote: await euroQuote(), abstracted_presentment_currency: 'gbp' })
    expect(otherQuote.body.error).toMatchObject({
      code: 'fx_quote_invalid', param: 'abstracted_presentment_currency',
      message: expect.stringMatching(/^The customer was shown gbp \(abstracted_presentment_currency\), but the FX quote fxq_\w+ is for paying in eur: confirm with the quote of the currency the customer was shown\.$/),
    })
    const noQuote = await confirm(await createPaymentIntent(sandbox), { payment_method: 'pm_card_visa', abstracted_presentment_currency: 'eur' })
    expect(noQuote.body.error).toEqual({
      type: 'invalid_request_error', code: 'fx_quote_invalid', param: 'abstracted_presentment_currency',
      message: 'The customer was shown eur (abstracted_presentment_currency), but this PaymentIntent is in usd and no fx_quote was given: confirm with the FX quote of eur the customer was shown.',
    })
    const setup = (await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['card'] })).body
    expect((await confirm(setup, { payment_method: 'pm_card_visa', abstracted_presentment_currency: 'usd' })).body.error).toMatchObject({ param: 'abstracted_presentment_currency', message: 'abstracted_presentment_currency applies to payment intents only.' })
  })
})
