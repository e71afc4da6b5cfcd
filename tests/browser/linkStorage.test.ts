import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { build } from 'esbuild'
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageBuildOptions } from '../../sandbox/demo/bundleExample.ts'
import { pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, launchChromium } from './browserPage.ts'

const root = resolve(import.meta.dirname, '../..')

/**
 * The pages of this file, one script for all, told apart by path:
 * - /wallet, on the provider's origin (the sandbox's, through a route): the wallet app's runtime with
 *   its login storage (session, local, cookie, frame), and the frame strategy alone;
 * - /merchant, on a merchant's origin: a page asking the provider's login-storage frame itself;
 * - /top, on the merchant's origin: the wallet's frames side by side (its query lists them);
 * - /sync: one of the wallet's frames, the sync source or a follower, recording the sync messages it hears.
 */
const pagesScript = `
  import * as Result from 'effect/Result'
  import { sharedIdKey } from 'payloom'
  import { browserLoginStorage, frameLoginStrategy, makeLoginStorage, makeSessionStore, sessionSyncChannel, startSyncFollower, startSyncSource, windowTransport } from './plugins/link/session/index.ts'
  const params = new URLSearchParams(location.search)
  const key = params.get('pk')
  const logged = []
  const log = (line) => logged.push(line)
  const frameOnly = (providerOrigin) => makeLoginStorage([frameLoginStrategy({ window, providerOrigin, publishableKey: key, cookie: true })], log)
  const timed = async (storage) => {
    const started = performance.now()
    const read = await storage.read()
    return { read: read ?? null, ms: performance.now() - started }
  }
  if (location.pathname === '/wallet') {
    const storage = browserLoginStorage({ window, publishableKey: key, providerOrigin: location.origin, cookie: true, log })
    window.wallet = {
      read: async () => (await storage.read()) ?? null,
      store: (secret, lifetime) => storage.store(secret, lifetime),
      frameRead: (providerOrigin) => timed(frameOnly(providerOrigin)),
      logged: () => logged,
    }
  } else if (location.pathname === '/merchant') {
    const storage = frameOnly(params.get('provider'))
    window.merchant = { store: (secret, lifetime) => storage.store(secret, lifetime), clear: () => storage.clear(), read: () => timed(storage), logged: () => logged }
  } else if (location.pathname === '/top') {
    for (const { name, src } of JSON.parse(params.get('frames'))) {
      const frame = document.createElement('iframe')
      frame.name = name
      frame.title = name
      frame.src = src
      document.body.append(frame)
    }
    window.top_ = {
      forge: (origin) => window.frames.source.postMessage({ [sharedIdKey]: sessionSyncChannel('shared_1'), kind: 'syncRequest' }, origin),
      navigate: (name, src) => { document.querySelector('iframe[name="' + name + '"]').src = src },
    }
  } else if (location.pathname === '/sync') {
    // What this frame hears and sends on the sync channel: window messages, and its ports' messages.
    const heard = []
    const sent = []
    let synced = false
    const isSync = (data) => data?.[sharedIdKey] === sessionSyncChannel('shared_1')
    const watch = (port) => port.addEventListener('message', (event) => { if (isSync(event.data)) heard.push({ kind: event.data.kind, via: 'port' }) })
    window.addEventListener('message', (event) => {
      if (!isSync(event.data)) return
      heard.push({ kind: event.data.kind, via: 'window', origin: event.origin })
      if (event.ports[0] !== undefined) watch(event.ports[0])
    })
    const Channel = window.MessageChannel
    window.MessageChannel = class extends Channel { constructor() { super(); watch(this.port1) } }
    const post = MessagePort.prototype.postMessage
    MessagePort.prototype.postMessage = function (data, ...rest) {
      if (isSync(data)) sent.push(data.kind)
      return post.call(this, data, ...rest)
    }
    const store = makeSessionStore()
    store.subscribe((caches, change) => { if (change.kind === 'replaced') synced = true })
    const options = { sharedId: 'shared_1', store, transport: windowTransport(window), log }
    if (params.get('role') === 'source') startSyncSource({ ...options, allowedOrigins: JSON.parse(params.get('allowed')) })
    else startSyncFollower({ ...options, source: window.parent.frames.source, sourceOrigin: params.get('sourceOrigin') })
    window.sync = {
      heard: () => heard,
      sent: () => sent,
      synced: () => synced,
      logged: () => logged,
      caches: () => store.caches(),
      dispatch: (action) => { const result = store.dispatch(action); return Result.isSuccess(result) ? 'applied' : result.failure.code },
    }
  }
`

const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link storage test</title></head><body><main><h1>Link storage test</h1></main><script type="module" src="/app.js"></script></body></html>'

/** A server on its own loopback port (its own origin) serving the pages; `hang` makes one that never answers. */
const servePages = async (script: string, hang = false): Promise<{ readonly origin: string; readonly close: () => Promise<void> }> => {
  const server: Server = createServer((request, response) => {
    if (hang) return
    const isScript = new URL(request.url ?? '/', 'http://pages').pathname === '/app.js'
    response.writeHead(200, { 'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8' })
    response.end(isScript ? script : html)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => {
      server.closeAllConnections()
      server.close(() => done())
    }),
  }
}

type StoredLogin = { readonly secret: string; readonly lifetime: string } | null
type Timed = { readonly read: StoredLogin; readonly ms: number }
type Caches = { readonly credentials: { readonly activeEmailKey: string | null; readonly byEmailKey: Readonly<Record<string, unknown>>; readonly authSessionSecret: unknown }; readonly lookups: object }
type Heard = ReadonlyArray<{ readonly kind: string; readonly via: 'window' | 'port'; readonly origin?: string }>

/** Calls a method of what a page of this file put on its window (`wallet`, `merchant`, `top_`, `sync`), with JSON arguments. */
const call = <T>(target: Page | Frame, object: 'wallet' | 'merchant' | 'top_' | 'sync', method: string, ...args: ReadonlyArray<unknown>): Promise<T> =>
  target.evaluate(([name, member, given]) => (window as unknown as Record<string, Record<string, (...values: ReadonlyArray<unknown>) => unknown>>)[name]![member]!(...given), [object, method, args] as const) as Promise<T>

const jenny = { consumerSessionClientSecret: 'cscs_jenny', consumerPublishableKey: 'pk_consumer', emailAddress: 'jenny.rosen@example.com' }
const sam = { consumerSessionClientSecret: 'cscs_sam', consumerPublishableKey: 'pk_consumer', emailAddress: 'sam@example.com' }

let browser: Browser
let sandbox: TestSandbox
let script: string
let merchant: Awaited<ReturnType<typeof servePages>>
let walletFrames: Awaited<ReturnType<typeof servePages>>
let hung: Awaited<ReturnType<typeof servePages>>

describe.skipIf(!canRunBrowserTests)('Link login storage and frame sync (Chromium)', () => {
  beforeAll(async () => {
    sandbox = await startTestSandbox()
    // The sandbox builds its frame scripts on the first frame request (about 2 s): ask for the frame
    // page once here, so the tests time the frame's answers (2000 ms, wallet.md §9), not that build.
    const framePage = await fetch(`${sandbox.url}/frames/login-storage.html?key=${pk}&cookie=1`)
    const built = await framePage.text()
    if (!framePage.ok) throw new Error(`the sandbox's frame page: ${framePage.status} ${built}`)
    script = (await build({ ...pageBuildOptions, stdin: { contents: pagesScript, resolveDir: root, loader: 'ts' } })).outputFiles[0]!.text
    ;[merchant, walletFrames, hung] = await Promise.all([servePages(script), servePages(script), servePages(script, true)])
    browser = await launchChromium()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await Promise.all([merchant?.close(), walletFrames?.close(), hung?.close()])
    await sandbox?.dispose()
  })

  /** A browser context whose pages at the sandbox's /wallet and /app.js are this file's: a page of the wallet app, on the provider's origin. */
  const walletContext = async (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> => {
    const context = await browser.newContext(storageState === undefined ? {} : { storageState })
    await context.route(`${sandbox.url}/wallet?*`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }))
    await context.route(`${sandbox.url}/app.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: script }))
    return context
  }
  const openWallet = async (context: BrowserContext, key: string = pk): Promise<Page> => {
    const page = await context.newPage()
    await page.goto(`${sandbox.url}/wallet?pk=${key}`)
    await page.waitForFunction(() => 'wallet' in window)
    return page
  }
  const read = (page: Page) => call<StoredLogin>(page, 'wallet', 'read')
  const store = (page: Page, secret: string, lifetime: 'ephemeral' | 'persistent') => call<void>(page, 'wallet', 'store', secret, lifetime)
  const storageFrame = (page: Page): Frame => page.frames().find((frame) => frame.url().includes('/frames/login-storage.html'))!

  it('keeps a secret in the provider-origin frame, read back by the wallet app, per publishable key', async () => {
    const context = await walletContext()
    const page = await openWallet(context)
    await store(page, 'lss_frame_1', 'persistent')
    // The frame alone (session, local storage and cookie aside) has it.
    expect((await call<Timed>(page, 'wallet', 'frameRead', sandbox.url)).read).toEqual({ secret: 'lss_frame_1', lifetime: 'persistent' })
    const frame = storageFrame(page)
    expect(new URL(frame.url()).origin).toBe(sandbox.url)
    expect(new URL(frame.url()).search).toBe(`?key=${pk}&cookie=1`)
    expect(await frame.evaluate((item) => localStorage.getItem(item), `payloom.link.login.${pk}`)).toBe('lss_frame_1')
    expect(await frame.evaluate(() => document.cookie)).toContain(`payloom_link_login_${pk}=lss_frame_1`)
    // Another key's frame keeps its own.
    const other = await openWallet(context, 'pk_test_another')
    expect(await read(other)).toBeNull()
    expect(await call(page, 'wallet', 'logged')).toEqual([])
    await context.close()
  }, 30_000)

  it('answers nothing to another origin: a merchant page can neither set, clear nor read the login', async () => {
    const context = await walletContext()
    const walletPage = await openWallet(context)
    await store(walletPage, 'lss_shopper', 'persistent')
    const page = await context.newPage()
    const refusals: string[] = []
    page.on('console', (message) => { if (message.text().startsWith('payloom login storage:')) refusals.push(message.text()) })
    await page.goto(`${merchant.origin}/merchant?pk=${pk}&provider=${encodeURIComponent(sandbox.url)}`)
    await page.waitForFunction(() => 'merchant' in window)
    // Each write waits out the frame's 2000 ms and is logged; the read returns nothing after it.
    await call(page, 'merchant', 'store', 'lss_forged', 'persistent')
    await call(page, 'merchant', 'clear')
    const { read: seen, ms } = await call<Timed>(page, 'merchant', 'read')
    expect(seen).toBeNull()
    expect(ms).toBeGreaterThanOrEqual(1990)
    expect(ms).toBeLessThan(2500)
    expect(refusals).toEqual(['set', 'clear', 'get'].map((kind) => `payloom login storage: refused a ${kind} from ${merchant.origin}: Invalid shared session origin (origin); only ${sandbox.url} may use it.`))
    expect(await call(page, 'merchant', 'logged')).toEqual([
      'payloom link: the frame did not answer within 2000 ms (to store the login).',
      'payloom link: the frame did not answer within 2000 ms (to clear the login).',
      'payloom link: the frame did not answer within 2000 ms (to read the login).',
    ])
    // The very frame the merchant asked still holds the shopper's login, and the wallet app reads it.
    expect(await storageFrame(page).evaluate((item) => localStorage.getItem(item), `payloom.link.login.${pk}`)).toBe('lss_shopper')
    expect(await read(walletPage)).toEqual({ secret: 'lss_shopper', lifetime: 'persistent' })
    // The hidden frame adds nothing a screen reader or keyboard meets.
    expect(await axeViolations(page)).toEqual([])
    expect(await axeViolations(storageFrame(page))).toEqual([])
    await context.close()
  }, 30_000)

  it('returns nothing from a frame that does not answer within 2000 ms', async () => {
    const context = await walletContext()
    const page = await openWallet(context)
    const { read: seen, ms } = await call<Timed>(page, 'wallet', 'frameRead', hung.origin)
    expect(seen).toBeNull()
    expect(ms).toBeGreaterThanOrEqual(1990)
    expect(ms).toBeLessThan(2500)
    expect(await call(page, 'wallet', 'logged')).toEqual(['payloom link: the frame did not answer within 2000 ms (to read the login).'])
    await context.close()
  }, 30_000)

  it('keeps a persistent login across a reload and into a new context; an ephemeral one does not outlive its tab', async () => {
    const context = await walletContext()
    const page = await openWallet(context)
    await store(page, 'lss_persistent', 'persistent')
    await page.reload()
    await page.waitForFunction(() => 'wallet' in window)
    expect(await read(page)).toEqual({ secret: 'lss_persistent', lifetime: 'persistent' })
    expect(await page.evaluate(() => document.cookie)).toContain(`payloom_link_login_${pk}=lss_persistent`)
    // A new context with what the browser keeps on disk (cookies, local storage): the login is there.
    const restarted = await walletContext(await context.storageState())
    expect(await read(await openWallet(restarted))).toEqual({ secret: 'lss_persistent', lifetime: 'persistent' })
    await restarted.close()

    await store(page, 'lss_tab', 'ephemeral')
    await page.reload()
    await page.waitForFunction(() => 'wallet' in window)
    expect(await read(page)).toEqual({ secret: 'lss_tab', lifetime: 'ephemeral' })
    // Session storage is the tab's: another tab, or a new context, has no login.
    expect(await read(await openWallet(context))).toBeNull()
    const fresh = await walletContext(await context.storageState())
    expect(await read(await openWallet(fresh))).toBeNull()
    await fresh.close()
    await context.close()
  }, 60_000)

  it('keeps two origins\' frames in sync: a relayed action, forgeries refused, and an end-sync when a page goes away', async () => {
    const source = walletFrames.origin
    const other = sandbox.url
    const allowed = encodeURIComponent(JSON.stringify([source, other]))
    const frames = [
      { name: 'source', src: `${source}/sync?role=source&allowed=${allowed}` },
      { name: 'modal', src: `${other}/sync?role=follower&sourceOrigin=${encodeURIComponent(source)}` },
      { name: 'element', src: `${source}/sync?role=follower&sourceOrigin=${encodeURIComponent(source)}` },
    ]
    const context = await walletContext()
    await context.route(`${sandbox.url}/sync?*`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }))
    const page = await context.newPage()
    await page.goto(`${merchant.origin}/top?frames=${encodeURIComponent(JSON.stringify(frames))}`)
    const frame = async (name: string, url = '/sync'): Promise<Frame> => {
      await expect.poll(() => page.frames().some((f) => f.name() === name && f.url().includes(url))).toBe(true)
      const found = page.frames().find((f) => f.name() === name && f.url().includes(url))!
      await found.waitForFunction(() => 'sync' in window)
      return found
    }
    const heard = (target: Frame) => call<Heard>(target, 'sync', 'heard')
    const caches = (target: Frame) => call<Caches>(target, 'sync', 'caches')
    const dispatch = (target: Frame, action: object) => call<string>(target, 'sync', 'dispatch', action)
    const [main, modal, element] = [await frame('source'), await frame('modal'), await frame('element')]
    expect(new URL(modal.url()).origin).not.toBe(new URL(main.url()).origin)
    await expect.poll(() => call(modal, 'sync', 'synced')).toBe(true)
    await expect.poll(() => call(element, 'sync', 'synced')).toBe(true)
    expect((await heard(main)).filter(({ via }) => via === 'window')).toEqual(expect.arrayContaining([
      { kind: 'syncRequest', via: 'window', origin: other },
      { kind: 'syncRequest', via: 'window', origin: source },
    ]))

    // The modal, on the other origin, signs Jenny in: the source and the element frame follow.
    expect(await dispatch(modal, { _tag: 'storeCredentials', credentials: jenny, activate: true })).toBe('applied')
    const signedIn = await caches(modal)
    expect(signedIn.credentials.activeEmailKey).toBe('jenny*rosen@example*com')
    for (const copy of [main, element]) await expect.poll(() => caches(copy)).toEqual(signedIn)
    // An action that does not apply is refused where it is made, and not sent.
    expect(await dispatch(element, { _tag: 'activateSession', emailAddress: 'nobody@example.com' })).toBe('LJS003')
    expect(await call<string[]>(element, 'sync', 'sent')).not.toContain('action')

    // The merchant's page is not on the list: its forgery is refused.
    await call(page, 'top_', 'forge', source)
    await expect.poll(() => call(main, 'sync', 'logged')).toEqual([`payloom link sync source: Invalid shared session origin (origin, ${merchant.origin}).`])

    // The modal's page goes away: its end-sync reaches the source, which goes on with the element.
    await call(page, 'top_', 'navigate', 'modal', 'about:blank')
    await expect.poll(() => heard(main)).toContainEqual({ kind: 'endSync', via: 'port' })
    expect(await dispatch(main, { _tag: 'storeCredentials', credentials: sam })).toBe('applied')
    await expect.poll(async () => Object.keys((await caches(element)).credentials.byEmailKey)).toEqual(['jenny*rosen@example*com', 'sam@example*com'])

    // The source's page goes away: the element hears its end-sync, stands alone, and asks the next source nothing.
    await call(page, 'top_', 'navigate', 'source', `${frames[0]!.src}&again=1`)
    await expect.poll(() => heard(element)).toContainEqual({ kind: 'endSync', via: 'port' })
    const next = await frame('source', 'again=1')
    const sentBefore = await call<string[]>(element, 'sync', 'sent')
    expect(await dispatch(element, { _tag: 'clearAllCredentials' })).toBe('applied')
    await page.waitForTimeout(300)
    expect(await call(element, 'sync', 'sent')).toEqual(sentBefore)
    expect(await heard(next)).toEqual([])
    expect(await caches(next)).toEqual({ credentials: { activeEmailKey: null, byEmailKey: {}, authSessionSecret: null }, lookups: {} })
    expect(await call(element, 'sync', 'logged')).toEqual([])
    await context.close()
  }, 60_000)
})
