import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { build } from 'esbuild'
import type { Browser, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageBuildOptions } from '../../sandbox/demo/bundleExample.ts'
import { canRunBrowserTests, launchChromium } from './browserPage.ts'

const root = resolve(import.meta.dirname, '../..')

// The controller's page: a host bus with one card frame on the frame server's origin. It sends the
// frame a message before the frame exists, and records what reaches it and what it drops.
const hostScript = `
  import { makeHostBus } from './core/elements/postMessageBus.ts'
  const frameOrigin = new URLSearchParams(location.search).get('frame')
  const sharedId = new URLSearchParams(location.search).get('shared') ?? 'shared_1'
  const log = { fromFrames: [], ignored: [], posted: 0 }
  window.hostLog = log
  window.addEventListener('message', (event) => { if (event.data?.payloomSharedId !== undefined) log.posted++ })
  // ?post=1: the instance is in the control arm of elements_direct_messaging_phase_1 (frames/controller.ts decides it).
  let posting = new URLSearchParams(location.search).get('post') === '1'
  const bus = makeHostBus({ sharedId, self: window, handOver: () => !posting, onIgnored: (ignored) => log.ignored.push(ignored) })
  bus.onController((message) => log.fromFrames.push(message))
  const frame = document.createElement('iframe')
  frame.src = frameOrigin + '/frame?id=card&shared=' + sharedId + '&parent=' + encodeURIComponent(location.origin)
  document.body.append(frame)
  bus.addFrame({ id: 'card', groupId: 'g1', type: 'card', elementName: 'card', window: frame.contentWindow, origin: frameOrigin, init: { locale: 'en' } })
  bus.toForm({ kind: 'focus', elementId: 'card', field: 'number' })
  window.host = {
    blur: () => bus.toForm({ kind: 'blur', elementId: 'card' }),
    handOver: () => { posting = false },
    forgeFromHere: () => window.postMessage({ payloomSharedId: sharedId, kind: 'toController', elementId: 'card', body: { kind: 'escape', elementId: 'card' } }, '*'),
    addImpostor: () => {
      const impostor = document.createElement('iframe')
      impostor.src = frameOrigin + '/frame?impostor=card'
      document.body.append(impostor)
    },
    sendNonJson: () => {
      try {
        bus.toForm({ kind: 'render', elementId: 'card', view: { at: new Date() } })
        return 'sent'
      } catch (error) {
        return error.message
      }
    },
    addWildcardFrame: () => {
      try {
        bus.addFrame({ id: 'any', groupId: 'g1', type: 'card', elementName: 'card', window: frame.contentWindow, origin: '*', init: null })
        return 'added'
      } catch (error) {
        return error.message
      }
    },
  }
`

// The frame page: the card element's frame side, answering each message with a focus naming its
// kind; or, as ?impostor=, a page on the frame's origin forging messages to the host and to the card frame.
const frameScript = `
  import { makeFrameSideBus } from './core/elements/postMessageBus.ts'
  const params = new URLSearchParams(location.search)
  const id = params.get('id')
  if (id !== null) {
    const log = { events: [], ignored: [], posted: 0 }
    window.frameLog = log
    window.addEventListener('message', (event) => { if (event.data?.payloomSharedId !== undefined) log.posted++ })
    const bus = makeFrameSideBus({
      sharedId: params.get('shared'), elementId: id, self: window, parent: window.parent, parentOrigin: params.get('parent'),
      onInit: (init) => log.events.push({ init }),
      onIgnored: (ignored) => log.ignored.push(ignored),
    })
    bus.onForm(id, (message) => {
      log.events.push({ message })
      bus.toController({ kind: 'focus', elementId: id, field: message.kind })
    })
  } else {
    const target = params.get('impostor')
    window.parent.postMessage({ payloomSharedId: 'shared_1', kind: 'toController', elementId: target, body: { kind: 'escape', elementId: target } }, '*')
    window.parent.frames[0].postMessage({ payloomSharedId: 'shared_1', kind: 'toForm', elementId: target, body: { kind: 'blur', elementId: target } }, '*')
    window.impostorDone = true
  }
`

/** A page server on its own loopback port (so its own origin): the host page at /host, the frame page at any other path. */
const serveBusPages = async (): Promise<{ readonly origin: string; readonly close: () => Promise<void> }> => {
  const bundle = async (contents: string): Promise<string> => (await build({ ...pageBuildOptions, stdin: { contents, resolveDir: root, loader: 'ts' } })).outputFiles[0]!.text
  const scripts: Readonly<Record<string, string>> = { '/host.js': await bundle(hostScript), '/frame.js': await bundle(frameScript) }
  const html = (title: string, script: string): string =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><script type="module" src="${script}"></script></body></html>`
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://pages').pathname
    const script = scripts[path]
    response.writeHead(200, { 'content-type': script === undefined ? 'text/html; charset=utf-8' : 'text/javascript' })
    response.end(script ?? (path === '/host' ? html('Controller', '/host.js') : html('Card frame', '/frame.js')))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

interface HostLog {
  readonly fromFrames: ReadonlyArray<unknown>
  readonly ignored: ReadonlyArray<{ readonly reason: string; readonly origin: string }>
  /** Window message events with the marker the page received (the hand-off makes none). */
  readonly posted: number
}
interface FrameLog {
  readonly events: ReadonlyArray<unknown>
  readonly ignored: ReadonlyArray<{ readonly reason: string; readonly origin: string }>
  readonly posted: number
}
type HostControls = Readonly<Record<'blur' | 'handOver' | 'forgeFromHere' | 'addImpostor' | 'sendNonJson' | 'addWildcardFrame', () => unknown>>

const hostLog = (page: Page): Promise<HostLog> => page.evaluate(() => (window as unknown as { hostLog: HostLog }).hostLog)
const frameLog = (frame: Frame): Promise<FrameLog> => frame.evaluate(() => (window as unknown as { frameLog: FrameLog }).frameLog)
const host = (page: Page, control: keyof HostControls): Promise<unknown> =>
  page.evaluate((name) => (window as unknown as { host: HostControls }).host[name](), control)

let browser: Browser
let hostPages: Awaited<ReturnType<typeof serveBusPages>>
let framePage: Awaited<ReturnType<typeof serveBusPages>>

describe.skipIf(!canRunBrowserTests)('the frame bus between windows, on two origins and on one (Chromium)', () => {
  beforeAll(async () => {
    ;[hostPages, framePage] = await Promise.all([serveBusPages(), serveBusPages()])
    browser = await launchChromium()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await hostPages?.close()
    await framePage?.close()
  })

  /** Opens the host page (on the other origin unless told) and waits for its card frame to be up. */
  const open = async (hostOrigin = hostPages.origin, { post = false } = {}): Promise<{ readonly page: Page; readonly card: Frame }> => {
    const page = await browser.newPage()
    await page.goto(`${hostOrigin}/host?frame=${encodeURIComponent(framePage.origin)}&shared=shared_1${post ? '&post=1' : ''}`)
    await page.waitForFunction(() => 'hostLog' in window)
    await expect.poll(() => page.frames().some((frame) => frame.url().includes('id=card'))).toBe(true)
    const card = page.frames().find((frame) => frame.url().includes('id=card'))!
    await card.waitForFunction(() => 'frameLog' in window)
    return { page, card }
  }

  it('delivers a message queued before the frame loaded after its init, and round-trips', async () => {
    const { page, card } = await open()
    expect(hostPages.origin).not.toBe(framePage.origin)
    await expect.poll(async () => (await frameLog(card)).events).toEqual([
      { init: { locale: 'en' } },
      { message: { kind: 'focus', elementId: 'card', field: 'number' } },
    ])
    await expect.poll(async () => (await hostLog(page)).fromFrames).toEqual([{ kind: 'focus', elementId: 'card', field: 'focus' }])
    await host(page, 'blur')
    await expect.poll(async () => (await hostLog(page)).fromFrames).toEqual([
      { kind: 'focus', elementId: 'card', field: 'focus' },
      { kind: 'focus', elementId: 'card', field: 'blur' },
    ])
    expect((await hostLog(page)).ignored).toEqual([])
    expect((await frameLog(card)).ignored).toEqual([])
    // Across origins every message is posted.
    expect((await hostLog(page)).posted).toBeGreaterThanOrEqual(3)
    expect((await frameLog(card)).posted).toBeGreaterThanOrEqual(2)
    await page.close()
  })

  it('hands messages over, with none posted, between frames on one origin (the controller and its element frames)', async () => {
    const { page, card } = await open(framePage.origin)
    await expect.poll(async () => (await frameLog(card)).events).toEqual([
      { init: { locale: 'en' } },
      { message: { kind: 'focus', elementId: 'card', field: 'number' } },
    ])
    await host(page, 'blur')
    await expect.poll(async () => (await hostLog(page)).fromFrames).toEqual([
      { kind: 'focus', elementId: 'card', field: 'focus' },
      { kind: 'focus', elementId: 'card', field: 'blur' },
    ])
    expect(await hostLog(page)).toMatchObject({ ignored: [], posted: 0 })
    expect(await frameLog(card)).toMatchObject({ ignored: [], posted: 0 })
    // A window of the same origin that is not the registered frame is still refused.
    await host(page, 'addImpostor')
    await expect.poll(async () => (await hostLog(page)).ignored).toEqual([{ reason: 'source', origin: framePage.origin }])
    await page.close()
  })

  it("posts instead, on one origin too, for an instance in the control arm of elements_direct_messaging_phase_1; the frame answers the way it is spoken to (controller.md §9)", async () => {
    const { page, card } = await open(framePage.origin, { post: true })
    await expect.poll(async () => (await frameLog(card)).events).toEqual([
      { init: { locale: 'en' } },
      { message: { kind: 'focus', elementId: 'card', field: 'number' } },
    ])
    await expect.poll(async () => (await hostLog(page)).fromFrames.length).toBe(1)
    // The controller's init and message were posted, and so was the frame's answer (its first
    // 'loaded', before the controller spoke, was handed over).
    expect((await frameLog(card)).posted).toBe(2)
    expect((await hostLog(page)).posted).toBe(1)
    // A session assigns the instance the other arm: from the controller's next message on, both hand over.
    await host(page, 'handOver')
    await host(page, 'blur')
    await expect.poll(async () => (await hostLog(page)).fromFrames).toEqual([
      { kind: 'focus', elementId: 'card', field: 'focus' },
      { kind: 'focus', elementId: 'card', field: 'blur' },
    ])
    expect(await frameLog(card)).toMatchObject({ ignored: [], posted: 2 })
    expect(await hostLog(page)).toMatchObject({ ignored: [], posted: 1 })
    await page.close()
  })

  it('drops messages from a wrong origin or a wrong window, on both sides', async () => {
    const { page, card } = await open()
    await expect.poll(async () => (await hostLog(page)).fromFrames.length).toBe(1)
    const hostOrigin = hostPages.origin
    await host(page, 'forgeFromHere')
    await expect.poll(async () => (await hostLog(page)).ignored).toEqual([{ reason: 'origin', origin: hostOrigin }])
    await host(page, 'addImpostor')
    // The impostor is on the card frame's own origin, but it is not the card frame's window.
    await expect.poll(async () => (await hostLog(page)).ignored).toEqual([{ reason: 'origin', origin: hostOrigin }, { reason: 'source', origin: framePage.origin }])
    await expect.poll(async () => (await frameLog(card)).ignored).toEqual([{ reason: 'origin', origin: framePage.origin }])
    expect((await hostLog(page)).fromFrames).toEqual([{ kind: 'focus', elementId: 'card', field: 'focus' }])
    expect((await frameLog(card)).events).toHaveLength(2)
    await page.close()
  })

  it('refuses to send what is not JSON, or to post to any origin', async () => {
    const { page } = await open()
    expect(await host(page, 'sendNonJson')).toBe('Frame messages must be plain JSON (strings, finite numbers, booleans, null, arrays and plain objects).')
    expect(await host(page, 'addWildcardFrame')).toBe('Frame messages are posted to one exact origin, like \'https://js.payloom.com\', got "*".')
    await page.close()
  })
})
