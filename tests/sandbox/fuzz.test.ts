import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaymentIntent, pk, sk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
let intent: Record<string, any>
beforeAll(async () => {
  sandbox = await startTestSandbox()
  intent = await createPaymentIntent(sandbox)
})
afterAll(() => sandbox.dispose())

const segment = () => fc.oneof(
  fc.constantFrom('v1', 'payment_intents', 'setup_intents', 'customers', 'confirm', 'capture', 'cancel', 'update', 'elements', 'sessions',
    'sessions-edge', 'wallet-config', 'payment_methods', 'confirmation_tokens', 'tokens', 'sources', '3ds2', 'authenticate', 'challenge_complete',
    'radar_sessions', 'customer_sessions', 'ephemeral_keys', 'charges', '3ds', 'challenge', 'redirect', 'authorize', 'pi_nope', 'src_nope', ''),
  fc.constant('INTENT'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
)

const path = fc.oneof(
  fc.array(segment(), { minLength: 1, maxLength: 5 }).map((parts) => `/${parts.join('/')}`),
  fc.webPath(),
)

const paramName = fc.oneof(
  fc.constantFrom('amount', 'currency', 'client_secret', 'payment_method', 'payment_method_types[0]', 'payment_method_types[]', 'metadata[k]',
    'payment_method_data[type]', 'payment_method_data[card][number]', 'payment_method_data[card][exp_month]', 'payment_method_data[card][exp_year]',
    'card[number]', 'card[cvc]', 'type', 'expand[]', 'deferred_intent[mode]', 'deferred_intent[amount]', 'return_url', 'confirm', 'customer',
    'source', 'components[payment_element][enabled]', 'pii[id_number]', 'person[dob][day]', 'automatic_payment_methods[enabled]', 'usage',
    'amount[x]', 'card', 'a[b]][c', '__proto__[x]', 'constructor', 'x'.repeat(20)),
  fc.string({ maxLength: 10 }),
)

const paramValue = fc.oneof(
  fc.constantFrom('4242424242424242', '4000000000000002', '12', '2040', 'card', 'ideal', 'usd', 'true', 'payment', 'CLIENT_SECRET', '-1', '1e3', ''),
  fc.string({ maxLength: 20 }),
)

const encoded = (text: string) => (text.includes('%') || text.includes('&') ? text : encodeURIComponent(text))

const body = fc.oneof(
  fc.array(fc.tuple(paramName, paramValue), { maxLength: 6 }).map((pairs) => pairs.map(([name, value]) => `${encoded(name)}=${encoded(value)}`).join('&')),
  fc.string({ maxLength: 60 }),
)

const headerValue = fc.stringMatching(/^[\x21-\x7e]{0,30}$/)

const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
  path,
  body,
  query: fc.option(body, { nil: undefined }),
  authorization: fc.oneof(fc.constantFrom(`Bearer ${sk}`, `Bearer ${pk}`, 'Bearer sk_test_wrong', 'Basic', ''), headerValue),
  idempotencyKey: fc.option(headerValue, { nil: undefined }),
  contentType: fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain', ''),
  origin: fc.option(fc.constantFrom('http://localhost:3000', 'null'), { nil: undefined }),
})

describe('fuzz', () => {
  it('answers any request in the provider error shape, never with a 500', async () => {
    await fc.assert(fc.asyncProperty(request, async (r) => {
      const fill = (text: string) => text.replaceAll('INTENT', intent.id).replaceAll('CLIENT_SECRET', intent.client_secret)
      const query = r.query === undefined ? '' : `?${fill(r.query)}`
      const response = await fetch(`${sandbox.url}${fill(r.path)}${query}`, {
        method: r.method,
        headers: {
          ...(r.authorization === '' ? {} : { Authorization: r.authorization }),
          ...(r.idempotencyKey === undefined ? {} : { 'Idempotency-Key': r.idempotencyKey }),
          ...(r.contentType === '' ? {} : { 'Content-Type': r.contentType }),
          ...(r.origin === undefined ? {} : { Origin: r.origin }),
        },
        ...(r.method === 'GET' ? {} : { body: fill(r.body) }),
        redirect: 'manual',
      })
      const text = await response.text()
      expect(response.status).toBeLessThan(500)
      if (response.status >= 400) {
        const json = JSON.parse(text)
        expect(typeof json.error.type).toBe('string')
        expect(typeof json.error.message).toBe('string')
      }
    }), { numRuns: 1000 })
  }, 60_000) // a thousand HTTP round trips: a few seconds alone, more on a busy machine
})
