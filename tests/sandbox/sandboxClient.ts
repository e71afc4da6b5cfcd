import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { FormParams } from '../../core/api/ApiClient.ts'
import { formEncode } from '../../core/api/formEncode.ts'
import type { HeadlessAuthenticate } from '../../core/services/Browser.ts'
import { testKeys } from '../../sandbox/keys.ts'
import { startSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/startSandbox.ts'

/** Parameters as a test writes them, encoded by the SDK's own encoder (the provider's bracket convention). */
export type Params = FormParams
export const encodeForm = formEncode

export interface Response {
  readonly status: number
  readonly headers: Headers
  // Tests read whatever the sandbox answered; the shape is what they assert.
  readonly body: Record<string, any>
}

export interface TestSandbox extends Sandbox {
  readonly dataDir: string
  /** A call with the secret key unless `key` says otherwise. */
  readonly call: (method: 'GET' | 'POST', path: string, params?: Params, options?: CallOptions) => Promise<Response>
  /** Closes the sandbox and deletes its data folder. */
  readonly dispose: () => Promise<void>
}

export interface CallOptions {
  readonly key?: string
  readonly idempotencyKey?: string
  readonly headers?: Record<string, string>
}

export const sk = testKeys.secret
export const pk = testKeys.publishable

export const callSandbox = async (url: string, method: 'GET' | 'POST', path: string, params: Params = {}, options: CallOptions = {}): Promise<Response> => {
  const encoded = encodeForm(params)
  const target = method === 'GET' && encoded !== '' ? `${url}${path}?${encoded}` : `${url}${path}`
  const response = await fetch(target, {
    method,
    headers: {
      Authorization: `Bearer ${options.key ?? sk}`,
      ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      ...(options.idempotencyKey === undefined ? {} : { 'Idempotency-Key': options.idempotencyKey }),
      ...options.headers,
    },
    ...(method === 'POST' ? { body: encoded } : {}),
  })
  return { status: response.status, headers: response.headers, body: await response.json() as Record<string, any> }
}

/** A sandbox on a free port with a fresh temporary data folder (or `dataDir`, to test a restart). */
export const startTestSandbox = async (options: Omit<SandboxOptions, 'port'> = {}): Promise<TestSandbox> => {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'payloom-sandbox-'))
  const sandbox = await startSandbox({ ...options, port: 0, dataDir })
  return {
    ...sandbox,
    dataDir,
    call: (method, path, params, callOptions) => callSandbox(sandbox.url, method, path, params, callOptions),
    dispose: async () => {
      await sandbox.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A card that expires in a few years, whatever today is. */
export const card = (number: string, cvc = '123') => ({ number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc })

/** Creates a payment intent (secret key) and returns it. */
export const createPaymentIntent = async (sandbox: TestSandbox, params: Params = {}) => {
  const response = await sandbox.call('POST', '/v1/payment_intents', { amount: 2000, currency: 'usd', payment_method_types: ['card'], ...params })
  if (response.status !== 200) throw new Error(`create failed: ${JSON.stringify(response.body)}`)
  return response.body
}

/** Confirms an intent from the browser's side: publishable key and client secret. */
export const confirmWithCard = (sandbox: TestSandbox, intent: Record<string, any>, number: string, params: Params = {}) =>
  sandbox.call('POST', `/v1/${intent.object}s/${intent.id}/confirm`, {
    client_secret: intent.client_secret,
    payment_method_data: { type: 'card', card: card(number) },
    ...params,
  }, { key: pk })

/** The buttons of the sandbox's pages: the 3DS challenge's own, and the provider's test payment pages'. */
export const pageButtons = (pageUrl: string) => new URL(pageUrl).pathname.startsWith('/3ds/')
  ? { approve: 'Approve', fail: 'Fail' }
  : { approve: 'Authorize test payment', fail: 'Fail test payment' }

/** Reads the page's form the way a browser would, and submits one of its buttons. */
export const submitPage = async (pageUrl: string, result: 'approve' | 'fail', inFrame = false) => {
  const page = await fetch(pageUrl)
  expect(page.status).toBe(200)
  expect(page.headers.get('content-type')).toContain('text/html')
  const html = await page.text()
  expect(html).toContain('<html lang="en">')
  const buttons = pageButtons(pageUrl)
  expect(html).toContain(`<button type="submit" name="result" value="approve">${buttons.approve}</button>`)
  expect(html).toContain(`<button type="submit" name="result" value="fail">${buttons.fail}</button>`)
  const action = /<form method="post" action="([^"]+)">/.exec(html)![1]!
  return fetch(new URL(action, pageUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `in_frame=${inFrame ? 1 : 0}&result=${result}`,
    redirect: 'manual',
  })
}

/**
 * createPayloom's `authenticate` for tests in Node: plays the shopper on the sandbox's 3D Secure or
 * bank page, answering `answer()`, and records each kind of step it met in `met`.
 */
export const playShopper = (met: string[], answer: () => 'approve' | 'fail' = () => 'approve'): HeadlessAuthenticate => async ({ kind, url }) => {
  met.push(kind)
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams({ result: answer(), in_frame: '1' }) })
  expect(response.status).toBe(200)
}
