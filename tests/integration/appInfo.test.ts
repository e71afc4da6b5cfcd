import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPayloom, IntegrationError } from 'payloom'
import { card } from 'payloom/plugins/card'
import { Kind, Store } from '../../sandbox/Store.ts'
import { pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

/**
 * The user-agent suffix (controller.md §7 "Elements session create-and-parse: user-agent suffix"):
 * a library built on payloom names itself with registerAppInfo(), and the elements sessions loaded
 * from then on carry it after payloom.js, over real HTTP to the sandbox, which keeps it with the session.
 */

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())
afterEach(() => vi.restoreAllMocks())

/** The user agent each elements session call of this test carried (the global fetch still makes them). */
const seeSessionAgents = (): Array<string | null> => {
  const agents: Array<string | null> = []
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input))
    if (url.pathname.startsWith('/v1/elements/sessions')) agents.push(url.searchParams.get('payment_user_agent'))
    return realFetch(input, init)
  })
  return agents
}

const instance = () => createPayloom(pk, { apiBase: sandbox.url, hosting: 'inline', locale: 'en', plugins: [card()] })
const deferred = { mode: 'payment', amount: 1000, currency: 'usd' } as const

describe('registerAppInfo()', () => {
  it('puts each library registered before a session loads after payloom.js in its user agent, once each; the sandbox keeps it with the session', async () => {
    const agents = seeSessionAgents()
    const payloom = instance()
    expect(await payloom.elements(deferred).fetchUpdates()).toEqual({})
    await payloom.registerAppInfo({ name: 'shop-kit', version: '2.1.0', url: 'https://shop-kit.example' })
    expect(await payloom.registerAppInfo({ name: '@acme/payloom-vue', partner_id: 'pp_1' })).toEqual({ userAgent: 'payloom.js; shop-kit/2.1.0; @acme/payloom-vue' })
    // Registered again (a remount): named once.
    await payloom.registerAppInfo({ name: 'shop-kit', version: '2.1.0' })
    const elements = payloom.elements(deferred)
    expect(await elements.fetchUpdates()).toEqual({})
    // Each group loads its session, and fetchUpdates() loads it again.
    expect(agents).toEqual(['payloom.js', 'payloom.js', 'payloom.js; shop-kit/2.1.0; @acme/payloom-vue', 'payloom.js; shop-kit/2.1.0; @acme/payloom-vue'])
    const store = new Store(sandbox.dataDir)
    try {
      const sessions = store.list<{ readonly payment_user_agent: string | null }, null>(Kind.elementsSession, { limit: 10 })!.rows.map((row) => row.body.payment_user_agent)
      expect(sessions).toContain('payloom.js; shop-kit/2.1.0; @acme/payloom-vue')
    } finally {
      store.close()
    }
  })

  it('refuses what is not a library name and version with an IntegrationError naming it', async () => {
    const payloom = instance()
    const refused = (info: unknown) => expect(payloom.registerAppInfo(info as never)).rejects.toThrow(IntegrationError)
    await refused(null)
    await refused({ version: '1.0.0' })
    await refused({ name: 'a'.repeat(31) })
    await refused({ name: 'kit', version: 'v1' })
    await refused({ name: 'kit', url: 'http://kit.example' })
    await expect(payloom.registerAppInfo({ name: 'kit', homepage: 'x' } as never)).rejects.toThrow(new IntegrationError({ message: 'Unrecognized registerAppInfo() parameter: homepage. Known: name, version, url, partner_id.' }))
    await expect(payloom.registerAppInfo({ name: 'my kit' })).rejects.toThrow(new IntegrationError({ message: 'Invalid value for registerAppInfo(): name must be 1 to 30 letters, digits or @ . _ / -, got "my kit".' }))
    // A name of the allowed characters and a version x.y.z are taken, whatever they are.
    await fc.assert(fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9@._/-]{1,30}$/), fc.tuple(fc.nat(99), fc.nat(99), fc.nat(99)), async (name, version) => {
      expect((await payloom.registerAppInfo({ name, version: version.join('.') })).userAgent).toContain(`; ${name}/${version.join('.')}`)
    }), { numRuns: 30 })
  })
})
