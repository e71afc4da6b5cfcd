import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoShop, type DemoShop } from '../../../sandbox/demo/startDemoShop.ts'
import { confirmWithCard, startTestSandbox, type TestSandbox } from '../sandboxClient.ts'

let sandbox: TestSandbox
let shop: DemoShop
beforeAll(async () => {
  sandbox = await startTestSandbox()
  shop = await startDemoShop({ port: 0, providerUrl: sandbox.url })
})
afterAll(async () => {
  await shop?.close()
  await sandbox?.dispose()
})

const postIntent = (body: string) => fetch(`${shop.url}/demo/intents`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
const getPage = (path: string, accept = 'text/html') => fetch(`${shop.url}${path}`, { headers: { Accept: accept } })

const createDemoIntent = async (order: object = { amount: 2000, currency: 'usd', description: 'Socks', payment_method_types: ['card'] }) => {
  const response = await postIntent(JSON.stringify(order))
  expect(response.status).toBe(200)
  const { clientSecret } = await response.json() as { clientSecret: string }
  const id = clientSecret.split('_secret_')[0]!
  return { clientSecret, id, intent: (await sandbox.call('GET', `/v1/payment_intents/${id}`)).body }
}

describe('the demo shop\'s server', () => {
  it('creates a payment intent with the secret key and gives the page only its client secret', async () => {
    const { clientSecret, intent } = await createDemoIntent()
    expect(intent).toMatchObject({ amount: 2000, currency: 'usd', description: 'Socks', payment_method_types: ['card'], client_secret: clientSecret, status: 'requires_payment_method' })
  })

  it.each([
    ['not JSON', '{amount', 'Send the intent as JSON'],
    ['not an object', '[1]', 'Send the intent as a JSON object.'],
    ['an amount as text', '{"amount":"20"}', 'amount must be a number of minor units, like 2000.'],
    ['a currency as a number', '{"currency":840}', 'currency must be a currency code, like "usd".'],
    ['a description as a list', '{"description":["a"]}', 'description must be text.'],
    ['method types as text', '{"payment_method_types":"card"}', 'payment_method_types must be a list of method types, like ["card"].'],
  ])('refuses %s with a 400 in the provider\'s error shape', async (_, body, message) => {
    const response = await postIntent(body)
    expect(response.status).toBe(400)
    expect((await response.json() as { error: unknown }).error).toEqual({ type: 'invalid_request_error', message: expect.stringContaining(message) })
  })

  it('passes the API\'s own refusal through (a negative amount)', async () => {
    const response = await postIntent('{"amount":-5,"currency":"usd"}')
    expect(response.status).toBe(400)
    expect((await response.json() as { error: { param?: string } }).error.param).toBe('amount')
  })

  it('answers any JSON body with an intent or a 4xx, never a 500', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(fc.jsonValue().map((value) => JSON.stringify(value)), fc.string()), async (body) => {
      const response = await postIntent(body)
      await response.arrayBuffer()
      expect(response.status === 200 || (response.status >= 400 && response.status < 500)).toBe(true)
    }), { numRuns: 60 })
  })

  it('shows the intent\'s status on the return page, read from the API', async () => {
    const { clientSecret, id, intent } = await createDemoIntent()
    const query = `payment_intent=${id}&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`
    // redirect_status is the client's claim; the page shows what the API says.
    expect(await (await getPage(`/success?${query}`)).text()).toContain('<strong data-testid="status">requires_payment_method</strong>')
    await confirmWithCard(sandbox, intent, '4242424242424242')
    const page = await getPage(`/success?${query}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('<strong data-testid="status">succeeded</strong>')
    expect(html).toContain('$20.00')
    expect(html).toContain('Socks')
  })

  it('marks the order paid only when the provider\'s signed webhook says so, never on a forged one', async () => {
    const { clientSecret, id, intent } = await createDemoIntent()
    const orderStatus = async (): Promise<string | undefined> => {
      const html = await (await getPage(`/success?payment_intent=${id}&payment_intent_client_secret=${clientSecret}`)).text()
      return /data-testid="order-status" data-status="([a-z_]+)"/.exec(html)?.[1]
    }
    expect(await orderStatus()).toBe('awaiting_payment')
    const forged = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', data: { object: { id, object: 'payment_intent', status: 'succeeded' } } })
    const timestamp = Math.floor(Date.now() / 1000)
    const answer = await fetch(`${shop.url}/demo/webhooks`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${timestamp},v1=${'0'.repeat(64)}` }, body: forged })
    expect(answer.status).toBe(400)
    expect(await orderStatus()).toBe('awaiting_payment')
    await confirmWithCard(sandbox, intent, '4242424242424242')
    await expect.poll(orderStatus, { timeout: 10_000 }).toBe('paid')
    expect(await (await getPage(`/success?payment_intent=${id}&payment_intent_client_secret=${clientSecret}`)).text()).toContain('paid: we are packing it')
  })

  it('shows no payment for a wrong client secret or a missing parameter', async () => {
    const { id } = await createDemoIntent()
    const wrong = await getPage(`/success?payment_intent=${id}&payment_intent_client_secret=${id}_secret_wrong`)
    expect(wrong.status).toBe(404)
    expect(await wrong.text()).toContain(`No payment ${id} matches this link.`)
    expect((await getPage(`/success?payment_intent=${id}`)).status).toBe(400)
    expect((await getPage('/success?payment_intent=pi_nope&payment_intent_client_secret=x')).status).toBe(404)
  })

  it('serves the checkout pages under a strict CSP whose nonce the page carries for payloom\'s stylesheet', async () => {
    for (const path of ['/', '/plain']) {
      const response = await getPage(path)
      expect(response.status).toBe(200)
      const policy = response.headers.get('content-security-policy')!
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(policy).toContain("script-src 'self';")
      expect(policy).not.toContain('unsafe-inline')
      const html = await response.text()
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`)
      expect(html).not.toContain('{{nonce}}')
    }
    const [first, second] = await Promise.all([getPage('/'), getPage('/')])
    expect(first.headers.get('content-security-policy')).not.toBe(second.headers.get('content-security-policy'))
  }, 30_000)

  it('serves the example bundles, and 404 for a file that is not one', async () => {
    const page = await (await getPage('/')).text()
    const script = /src="(\/examples\/[^"]+)"/.exec(page)![1]!
    const bundle = await getPage(script)
    expect(bundle.status).toBe(200)
    expect(bundle.headers.get('content-type')).toContain('text/javascript')
    expect((await bundle.text()).length).toBeGreaterThan(1000)
    expect((await getPage('/examples/nope.js')).status).toBe(404)
    const css = await getPage('/demo/demo.css')
    expect(css.headers.get('content-type')).toContain('text/css')
  }, 30_000)

  it('leaves / of the provider its JSON index, whatever the client accepts', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const response = await fetch(`${sandbox.url}/`, { headers: { Accept: accept } })
      expect(await response.json()).toMatchObject({ object: 'sandbox', publishable_key: 'pk_test_payloomsandbox' })
    }
  })
})
