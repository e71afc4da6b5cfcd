import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPayloom, IntegrationError } from 'payloom'
import { card as cardPlugin } from 'payloom/plugins/card'
import { card, createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

/**
 * The provider's v2 auth context (controller.md §3 "Controller init params: v2 auth"): createPayloom's
 * `stripeContext`, sent as the `Stripe-Context` header with every call, over real HTTP to the
 * sandbox, which checks it as the provider does.
 */

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())
afterEach(() => vi.restoreAllMocks())

interface SeenCall {
  readonly path: string
  readonly sent: Headers
  readonly answered: Headers
}

/** The provider calls this test's instances make (with the publishable key: not the test's own server calls), seen on their way; the global fetch still makes them. */
const seeCalls = (): SeenCall[] => {
  const seen: SeenCall[] = []
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init)
    if (new Headers(init?.headers).get('Authorization') === `Bearer ${pk}`) seen.push({ path: new URL(String(input)).pathname, sent: new Headers(init?.headers), answered: response.headers })
    return response
  })
  return seen
}

const contextOption = 'Invalid value for createPayloom(): stripeContext must be an account id or a path of them (acct_.../acct_...), without stripeAccount'

describe('createPayloom({ stripeContext })', () => {
  it('takes an account id or a path of them, and refuses anything else, or one beside stripeAccount, with an IntegrationError', () => {
    const id = fc.stringMatching(/^acct_[A-Za-z0-9]{1,16}$/)
    fc.assert(fc.property(fc.array(id, { minLength: 1, maxLength: 4 }), (ids) => {
      expect(createPayloom(pk, { hosting: 'inline', stripeContext: ids.join('/') })).toBeDefined()
    }))
    // A path with any segment that is not an account id: empty, another object's id, a stray slash.
    fc.assert(fc.property(fc.array(id, { maxLength: 3 }), fc.constantFrom('', 'cus_1', 'acct_', 'acct 1', 'wksp_1'), fc.nat(3), (ids, bad, at) => {
      const path = [...ids.slice(0, at), bad, ...ids.slice(at)].join('/')
      expect(() => createPayloom(pk, { hosting: 'inline', stripeContext: path })).toThrow(new IntegrationError({ message: `${contextOption}, got "${path}".` }))
    }))
    expect(() => createPayloom(pk, { hosting: 'inline', stripeContext: 42 as never })).toThrow(`${contextOption}, got number.`)
    expect(() => createPayloom(pk, { hosting: 'inline', stripeAccount: 'acct_1', stripeContext: 'acct_1/acct_2' })).toThrow(`${contextOption}, got "acct_1/acct_2".`)
  })

  it('sends the context as the Stripe-Context header with every call, elements session and confirm alike, and the provider names it back', async () => {
    const seen = seeCalls()
    const payloom = createPayloom(pk, { apiBase: sandbox.url, hosting: 'inline', locale: 'en', plugins: [cardPlugin()], stripeContext: 'acct_platform1/acct_shop1' })
    expect(await payloom.elements({ mode: 'payment', amount: 1000, currency: 'usd' }).fetchUpdates()).toEqual({})
    const intent = await createPaymentIntent(sandbox)
    const result = await payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: { type: 'card', card: card('4242424242424242') } }, redirect: 'if_required' })
    expect(result).toMatchObject({ paymentIntent: { status: 'succeeded' } })
    expect(seen.map(({ path }) => path)).toEqual(expect.arrayContaining(['/v1/elements/sessions-edge', `/v1/payment_intents/${intent.id}/confirm`]))
    for (const call of seen) {
      expect(call.sent.get('Stripe-Context')).toBe('acct_platform1/acct_shop1')
      expect(call.sent.has('Stripe-Account')).toBe(false)
      expect(call.answered.get('Stripe-Context')).toBe('acct_platform1/acct_shop1')
    }
  })

  it('refuses updateCredentials() to add a stripeAccount beside the context; its key and version change as ever', async () => {
    const payloom = createPayloom(pk, { apiBase: sandbox.url, hosting: 'inline', stripeContext: 'acct_shop1' })
    await expect(payloom.updateCredentials({ stripeAccount: 'acct_2' })).rejects.toThrow(new IntegrationError({ message: 'Invalid value for updateCredentials(): this instance acts in a stripeContext, which supersedes stripeAccount. Create a new instance to act for another account.' }))
    expect(await payloom.updateCredentials({ apiVersion: '2024-06-20', stripeAccount: null })).toEqual({ publishableKey: pk, apiVersion: '2024-06-20' })
  })

  it("answers a context naming an account the key cannot act for with the provider's error", async () => {
    const payloom = createPayloom(pk, { apiBase: sandbox.url, hosting: 'inline', locale: 'en', plugins: [cardPlugin()], stripeContext: 'acct_platform1/acct_unconnected7' })
    expect(await payloom.elements({ mode: 'payment', amount: 1000, currency: 'usd' }).fetchUpdates()).toEqual({
      error: { type: 'validation_error', code: 'session_load_failed', message: "The provided key does not have access to account 'acct_unconnected7' (or that account does not exist). Application access may have been revoked." },
    })
  })
})

describe("the sandbox's Stripe-Context header", () => {
  const sessionCall = (headers: Record<string, string>) =>
    sandbox.call('GET', '/v1/elements/sessions', { deferred_intent: { mode: 'payment', amount: 1000, currency: 'usd' } }, { key: pk, headers })

  it('refuses a malformed context and one beside Stripe-Account, as the provider does', async () => {
    const malformed = await sessionCall({ 'Stripe-Context': 'acct_1//cus_2' })
    expect(malformed.status).toBe(400)
    expect(malformed.body.error).toMatchObject({ type: 'invalid_request_error', param: 'Stripe-Context', message: expect.stringContaining("Invalid Stripe-Context header: 'acct_1//cus_2'.") })
    const both = await sessionCall({ 'Stripe-Context': 'acct_1', 'Stripe-Account': 'acct_1' })
    expect(both.status).toBe(400)
    expect(both.body.error).toMatchObject({ type: 'invalid_request_error', param: 'Stripe-Context' })
    const unconnected = await sessionCall({ 'Stripe-Account': 'acct_unconnected2' })
    expect(unconnected.status).toBe(403)
    expect(unconnected.body.error).toMatchObject({ type: 'invalid_request_error', code: 'account_invalid' })
    const fine = await sessionCall({ 'Stripe-Context': 'acct_1/acct_2' })
    expect(fine.status).toBe(200)
    expect(fine.headers.get('Stripe-Context')).toBe('acct_1/acct_2')
  })
})
