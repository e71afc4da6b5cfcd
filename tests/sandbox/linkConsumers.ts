import { expect } from 'vitest'
import { pk, type Params, type Response, type TestSandbox } from './sandboxClient.ts'

/** The consumer every sandbox starts with. */
export const returning = { email: 'returning@link.test', phone: '+16505550155' } as const

/** A consumer call from the browser's side: publishable key, and the session's secret when given. */
export const consumerCall = (sandbox: TestSandbox, path: string, params: Params = {}, secret?: string): Promise<Response> =>
  sandbox.call('POST', `/v1/consumers/${path}`, { ...params, ...(secret === undefined ? {} : { credentials: { consumer_session_client_secret: secret } }) }, { key: pk })

/** A DELETE consumer call: its parameters (credentials too) go in the query, as the SDK sends them. */
export const consumerDelete = async (sandbox: TestSandbox, path: string, secret: string, params: Params = {}): Promise<Response> => {
  const query = new URLSearchParams({ 'credentials[consumer_session_client_secret]': secret, ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) })
  const response = await fetch(`${sandbox.url}/v1/consumers/${path}?${query}`, { method: 'DELETE', headers: { Authorization: `Bearer ${pk}` } })
  return { status: response.status, headers: response.headers, body: await response.json() as Record<string, any> }
}

let counter = 0
/** An e-mail no test used before, with an optional test-mode part (`+multiple_funding_sources`). */
export const freshEmail = (tag = ''): string => `shopper${Date.now()}${counter++}${tag}@example.com`

/** Signs a new consumer up; returns the answer (its session is SIGNUP VERIFIED). */
export const signUp = async (sandbox: TestSandbox, email = freshEmail(), params: Params = {}) => {
  const response = await consumerCall(sandbox, 'accounts/sign_up', { email_address: email, phone_number: '+16505550123', country: 'US', consent_action: 'checkbox', locale: 'en-US', ...params })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body
}

/** Looks `email` up and verifies the new session with the test SMS code; returns its secret. */
export const signIn = async (sandbox: TestSandbox, email: string): Promise<string> => {
  const found = await consumerCall(sandbox, 'sessions/lookup', { email_address: email })
  expect(found.body.exists).toBe(true)
  const secret: string = found.body.consumer_session.client_secret
  expect((await consumerCall(sandbox, 'sessions/start_verification', { type: 'SMS' }, secret)).status).toBe(200)
  expect((await consumerCall(sandbox, 'sessions/confirm_verification', { type: 'SMS', code: '000000' }, secret)).status).toBe(200)
  return secret
}

/** A card that expires in a few years, as the wallet's create sends it. */
export const linkCard = (number: string, extra: Params = {}) => ({ number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', ...extra })

/** Saves a card for the consumer of `secret`; returns the saved details. */
export const saveCard = async (sandbox: TestSandbox, secret: string, number: string, params: Params = {}) => {
  const response = await consumerCall(sandbox, 'payment_details', { type: 'card', card: linkCard(number), billing_address: { name: 'Jenny Rosen', postal_code: '94103', country_code: 'US' }, ...params }, secret)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body.redacted_payment_details
}

/** Expects the provider's error object: a status, a code, and the parameter it names. */
export const expectError = (response: Response, status: number, code: string | undefined, param: string): void => {
  expect(response.status, JSON.stringify(response.body)).toBe(status)
  expect(response.body.error).toMatchObject({ type: expect.any(String), message: expect.any(String), param, ...(code === undefined ? {} : { code }) })
}
