/**
 * Isolated hosting in Chromium (DESIGN.md "Hosting"; issue 9's performance goals): a merchant page
 * on its own origin built with `payloom/loader` (bench/pages/isolatedPage.ts), the sandbox on
 * another serving the controller and element frames. Measures
 * - mount -> `ready` of a payment element for a fresh payment intent's client secret: the first
 *   mount of the page (cold: the frame scripts fetched and compiled for the first time, the
 *   controller frame possibly still loading) and the later ones in the same page (warm);
 * - keystroke in the card number input inside the element frame -> `change` at the merchant page;
 * - what the element frame and the controller frame load: the frame scripts each one requested on
 *   the first mount, minified (as the sandbox serves them) and gzipped.
 */
import diagnostics_channel from 'node:diagnostics_channel'
import { mkdtempSync, rmSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Frame, Page } from 'playwright-core'
import { bundlePages } from '../sandbox/demo/bundleExample.ts'
import { frameEntries } from '../sandbox/framePages.ts'
import { testKeys } from '../sandbox/keys.ts'
import { startSandbox } from '../sandbox/startSandbox.ts'
import { launchChromium } from '../tests/browser/browserPage.ts'
import { serveBenchPages, summarize, type Measurement } from './browser.ts'

/** What one kind of frame loads: its entry and the chunks it fetched, each gzipped (-9) as served (esbuild-minified). */
export interface FrameBundle {
  readonly gzipBytes: number
  readonly files: number
  /** Whether one of those files holds react-dom. */
  readonly loadsReact: boolean
}

export interface IsolatedBenchResult {
  /** Warm mounts (the second and later in the page) as median and p95; `firstMs` is the page's first, cold, mount. */
  readonly mountToReady: Measurement
  /**
   * How the warm mounts got the frame scripts: the frame-script responses per warm mount (median)
   * and how many of all the warm mounts' came from Chromium's cache rather than the sandbox.
   */
  readonly warmFrameScripts: { readonly perMount: number; readonly fromCache: number; readonly fromSandbox: number }
  readonly keystrokeToChange: Measurement
  readonly elementFrame: FrameBundle
  readonly controllerFrame: FrameBundle
}

const mounts = 30
const keystrokes = 100
const readyTimeoutMs = 15_000
// As in browser.ts: a card number typed and erased, over and over.
const keys = Array.from({ length: keystrokes }, (_, i) => (i % 32 < 16 ? '4242424242424242'[i % 16]! : 'Backspace'))
// The frame pages' scripts, built as sandbox/framePages.ts builds them (same entries, same public
// path, same esbuild options), so the paths the frames request name these files.

/** The bench pages' address on another site than the sandbox's 127.0.0.1 (the same server, by the name localhost). */
const merchantSite = (url: string): string => url.replace('//127.0.0.1:', '//localhost:')
const gzip = (text: string): number => gzipSync(text, { level: 9 }).length
const isFrameScript = (url: string): boolean => { const { pathname } = new URL(url); return pathname.startsWith('/frames/') && pathname.endsWith('.js') }
const frameKind = (frame: Frame | undefined): 'element' | 'controller' | undefined => {
  const path = frame === undefined ? '' : new URL(frame.url()).pathname
  return path === '/frames/element.html' ? 'element' : path === '/frames/controller.html' ? 'controller' : undefined
}

export const isolatedBench = async (): Promise<IsolatedBenchResult> => {
  const [pageFiles, frameFiles] = await Promise.all([
    bundlePages({ isolated: 'bench/pages/isolatedPage.ts' }, '/bench'),
    bundlePages(frameEntries, '/frames'),
  ])
  const dataDir = mkdtempSync(join(tmpdir(), 'payloom-bench-'))
  const sandbox = await startSandbox({ port: 0, dataDir })
  const pages = await serveBenchPages(pageFiles)
  const browser = await launchChromium()
  const createIntent = async (): Promise<string> => {
    const response = await fetch(`${sandbox.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${testKeys.secret}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=2000&currency=usd&payment_method_types[0]=card',
    })
    const intent = (await response.json()) as { client_secret?: string }
    if (intent.client_secret === undefined) throw new Error(`bench: the sandbox made no payment intent: ${JSON.stringify(intent)}`)
    return intent.client_secret
  }
  // The frame scripts each mount asked for (Playwright sees the requests of every frame, in any
  // process) and those the sandbox served (Node's HTTP server reports each request it starts):
  // the rest came from Chromium's memory or disk cache. The sandbox serves the entries with
  // no-cache and the hashed chunks immutable.
  let frameScriptRequests = 0
  let servedBySandbox = 0
  const countServed = (message: unknown): void => {
    const { request } = message as { readonly request: IncomingMessage }
    if (request.socket.localPort === sandboxPort && isFrameScript(`http://sandbox${request.url ?? '/'}`)) servedBySandbox++
  }
  const sandboxPort = Number(new URL(sandbox.url).port)
  const page: Page = await browser.newPage()
  page.on('request', (request) => { if (isFrameScript(request.url())) frameScriptRequests++ })
  diagnostics_channel.subscribe('http.server.request.start', countServed)
  try {
    // The frame scripts each frame requested on the first mount (the controller's on page load), by path.
    const firstLoad = { element: new Set<string>(), controller: new Set<string>() }
    let elementFrameSeen: Frame | undefined
    page.on('request', (request) => {
      if (!isFrameScript(request.url())) return
      const frame = request.frame()
      const kind = frameKind(frame)
      if (kind === 'element') elementFrameSeen ??= frame
      if (kind === 'controller' || (kind === 'element' && frame === elementFrameSeen)) firstLoad[kind].add(new URL(request.url()).pathname)
    })
    // The shop on localhost, the provider on 127.0.0.1: two sites, as in production. On one site
    // Chromium would run the shop in the provider's renderer, where every message after a
    // keystroke waits behind that frame's rendering: a cost no real shop pays.
    await page.goto(`${merchantSite(pages.url)}/isolated?api=${encodeURIComponent(sandbox.url)}`)
    await page.waitForFunction(() => 'isolatedBench' in window)
    const readyTimes: number[] = []
    const warm = { perMount: [] as number[], fromCache: 0, fromSandbox: 0 }
    for (let i = 0; i < mounts; i++) {
      const clientSecret = await createIntent()
      frameScriptRequests = 0
      servedBySandbox = 0
      const ms = await page.evaluate(([secret, timeout]) => window.isolatedBench.mountToReady(secret, timeout), [clientSecret, readyTimeoutMs] as const)
      if (ms === undefined) throw new Error(`bench: the isolated payment element never reported ready within ${readyTimeoutMs / 1000} s`)
      readyTimes.push(ms)
      if (i === 0) continue
      warm.perMount.push(frameScriptRequests)
      warm.fromSandbox += servedBySandbox
      warm.fromCache += frameScriptRequests - servedBySandbox
    }

    // Keystroke -> change. The keydown is caught in the element frame (window, capture phase,
    // before the form's listeners), the change in the merchant's handler; both record
    // performance.timeOrigin + performance.now(). The two documents are on different sites, as a
    // shop and its provider are, so each has its own renderer process; Chromium derives both
    // clocks from the machine's one monotonic clock, and the check below for negative latencies
    // would expose it if they disagreed. A key is paired with the first change after it; each key
    // waits for a change before the next is pressed.
    if (!await page.evaluate(([secret, timeout]) => window.isolatedBench.startTyping(secret, timeout), [await createIntent(), readyTimeoutMs] as const)) {
      throw new Error('bench: the isolated payment element to type into never got ready')
    }
    const elementFrame = await (await page.$('#mount iframe'))?.contentFrame()
    if (elementFrame === undefined || elementFrame === null) throw new Error('bench: no element frame to type into')
    await elementFrame.evaluate(() => {
      const stamps: number[] = []
      ;(window as unknown as { benchKeydowns: number[] }).benchKeydowns = stamps
      window.addEventListener('keydown', () => { stamps.push(performance.timeOrigin + performance.now()) }, { capture: true })
    })
    await page.frameLocator('#mount iframe').getByLabel('Card number').focus()
    for (const [index, key] of keys.entries()) {
      const before = await page.evaluate(() => window.isolatedBench.changes().length)
      await page.keyboard.press(key)
      await page.waitForFunction((count) => window.isolatedBench.changes().length > count, before, { timeout: 5_000 }).catch(async (error: unknown) => {
        const focused = await elementFrame.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? 'nothing')
        throw new Error(`bench: key ${index + 1} (${key}) gave no change at the merchant within 5 s; focus in the frame: ${focused}`, { cause: error })
      })
    }
    const keydowns = await elementFrame.evaluate(() => (window as unknown as { benchKeydowns: number[] }).benchKeydowns)
    const changes = await page.evaluate(() => window.isolatedBench.changes())
    const latencies = keydowns.flatMap((down, i) => {
      const change = changes.find((at) => at >= down && (i + 1 === keydowns.length || at < keydowns[i + 1]!))
      return change === undefined ? [] : [change - down]
    })
    // A key's change is the first after it. A lookup's answer (the card's networks, once 6 digits
    // are typed) may bring a change of its own between keys; it pairs with no key.
    if (latencies.length !== keystrokes || keydowns.length !== keystrokes || changes.length < keydowns.length) {
      throw new Error(`bench: ${keystrokes} keys gave ${keydowns.length} keydowns in the frame and ${changes.length} changes in the page, ${latencies.length} paired`)
    }

    const frameBundle = (paths: ReadonlySet<string>): FrameBundle => {
      let gzipBytes = 0
      let loadsReact = false
      for (const path of paths) {
        const file = frameFiles.get(path)
        if (file === undefined) throw new Error(`bench: a frame requested ${path}, which the bench's build of frames/ does not have: sandbox/framePages.ts builds differently`)
        gzipBytes += gzip(file.text)
        loadsReact ||= file.inputs.some((input) => input.includes('node_modules/react-dom/'))
      }
      return { gzipBytes, files: paths.size, loadsReact }
    }
    const warmRuns = summarize(readyTimes.slice(1))
    return {
      mountToReady: warmRuns.measurable ? { ...warmRuns, firstMs: Number(readyTimes[0]!.toFixed(2)) } : warmRuns,
      warmFrameScripts: { perMount: [...warm.perMount].sort((a, b) => a - b)[Math.floor(warm.perMount.length / 2)] ?? 0, fromCache: warm.fromCache, fromSandbox: warm.fromSandbox },
      keystrokeToChange: summarize(latencies),
      elementFrame: frameBundle(firstLoad.element),
      controllerFrame: frameBundle(firstLoad.controller),
    }
  } finally {
    diagnostics_channel.unsubscribe('http.server.request.start', countServed)
    await page.close()
    await browser.close()
    await pages.close()
    await sandbox.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
