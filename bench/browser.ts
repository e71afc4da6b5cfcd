/**
 * The bench in Chromium: mount-to-ready of the payment element and keystroke -> change latency,
 * for payloom and, beside it, Adyen Web's card-only build, both timed with performance.now() in the
 * page (bench/pages/). Also checks, by the chunks the page fetches, that the phone library loads
 * only when an address element shows a phone field.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { bundlePages, type BuiltFile } from '../sandbox/demo/bundleExample.ts'
import { startSandbox } from '../sandbox/startSandbox.ts'
import { launchChromium } from '../tests/browser/browserPage.ts'

/** A measured figure, or why it could not be measured here. */
export type Measurement =
  | { readonly measurable: true; readonly medianMs: number; readonly p95Ms: number; readonly samples: number; readonly firstMs: number }
  | { readonly measurable: false; readonly reason: string }

export interface LibraryTimings {
  readonly mountToReady: Measurement
  readonly keystrokeToChange: Measurement
}

export interface BrowserBenchResult {
  readonly chromium: string
  readonly payloom: LibraryTimings
  readonly adyen: LibraryTimings
  /** Whether the libphonenumber-js chunk was fetched for an address element without, and with, a phone field. */
  readonly phoneLibrary: { readonly loadedWithoutPhoneField: boolean; readonly loadedWithPhoneField: boolean }
}

const mounts = 20
const keystrokes = 100
const readyTimeoutMs = 15_000
// A card number typed and erased, over and over: brand detection, formatting and Luhn on every length.
const keys = Array.from({ length: keystrokes }, (_, i) => (i % 32 < 16 ? '4242424242424242'[i % 16]! : 'Backspace'))

export const summarize = (samples: ReadonlyArray<number>): Measurement => {
  const sorted = [...samples].sort((a, b) => a - b)
  const rounded = (ms: number): number => Number(ms.toFixed(2))
  const at = (p: number): number => rounded(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!)
  // The first run is the cold one: chunks fetched, session loaded.
  return { measurable: true, medianMs: at(0.5), p95Ms: at(0.95), samples: sorted.length, firstMs: rounded(samples[0]!) }
}

/** Serves the bench pages on their own origin (the sandbox's API is another, as for a merchant). */
export const serveBenchPages = async (files: ReadonlyMap<string, BuiltFile>) => {
  const adyenCss = readFileSync(join(import.meta.dirname, '../node_modules/@adyen/adyen-web/dist/es/adyen.css'), 'utf8')
  const shell = (script: string, css: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>${css}</head><body><div id="mount"></div><script type="module" src="/bench/${script}.js"></script></body></html>`
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname
    const file = files.get(path)
    const reply = path === '/payloom' || path === '/isolated' ? { type: 'text/html', body: shell(path.slice(1), '') }
      : path === '/adyen' ? { type: 'text/html', body: shell('adyen', '<link rel="stylesheet" href="/adyen.css">') }
        : path === '/adyen.css' ? { type: 'text/css', body: adyenCss }
          : file === undefined ? undefined : { type: file.contentType, body: file.text }
    response.writeHead(reply === undefined ? 404 : 200, { 'Content-Type': reply?.type ?? 'text/plain' })
    response.end(reply?.body ?? 'not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

interface BenchTab {
  readonly page: Page
  /** The paths of every request the page made, from its first. */
  readonly requested: ReadonlyArray<string>
  /** The hosts of the requests that failed: why something never got ready. */
  readonly failedHosts: ReadonlySet<string>
}

const openPage = async (browser: Browser, url: string): Promise<BenchTab> => {
  const page = await browser.newPage()
  const requested: string[] = []
  const failedHosts = new Set<string>()
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  page.on('requestfailed', (request) => failedHosts.add(`${new URL(request.url()).host} (${request.failure()?.errorText ?? 'failed'})`))
  await page.goto(url)
  await page.waitForFunction(() => 'bench' in window)
  return { page, requested, failedHosts }
}

const notReady = (library: string, failedHosts: ReadonlySet<string>): Measurement => ({
  measurable: false,
  reason: `${library} never reported ready within ${readyTimeoutMs / 1000} s` +
    (failedHosts.size > 0 ? `; requests that could not be made offline: ${[...failedHosts].join(', ')}` : ''),
})

const timeLibrary = async (browser: Browser, url: string, library: string, focusField: (page: Page) => Promise<void>): Promise<LibraryTimings> => {
  const { page, failedHosts } = await openPage(browser, url)
  try {
    const readyTimes: number[] = []
    for (let i = 0; i < mounts; i++) {
      const ms = await page.evaluate((timeout) => window.bench.mountToReady(timeout), readyTimeoutMs)
      if (ms === undefined) return { mountToReady: notReady(library, failedHosts), keystrokeToChange: notReady(library, failedHosts) }
      readyTimes.push(ms)
    }
    if (!await page.evaluate((timeout) => window.bench.startTyping(timeout), readyTimeoutMs)) {
      return { mountToReady: summarize(readyTimes), keystrokeToChange: notReady(library, failedHosts) }
    }
    await focusField(page)
    for (const [index, key] of keys.entries()) {
      await page.keyboard.press(key)
      await page.waitForFunction((count) => window.bench.keystrokes().length >= count, index + 1, { timeout: 5_000 })
    }
    return { mountToReady: summarize(readyTimes), keystrokeToChange: summarize(await page.evaluate(() => window.bench.keystrokes())) }
  } finally {
    await page.close()
  }
}

/** Whether a page that mounts an address element fetched, up front or for the element, a chunk holding libphonenumber-js. */
const phoneChunkLoaded = async (browser: Browser, url: string, phoneChunks: ReadonlySet<string>): Promise<boolean> => {
  const { page, requested } = await openPage(browser, url)
  try {
    if (!await page.evaluate((timeout) => window.bench.startTyping(timeout), readyTimeoutMs)) throw new Error('bench: the address element never got ready')
    return requested.some((path) => phoneChunks.has(path))
  } finally {
    await page.close()
  }
}

export const browserBench = async (): Promise<BrowserBenchResult> => {
  const files = await bundlePages({ payloom: 'bench/pages/payloomPage.ts', adyen: 'bench/pages/adyenPage.ts' }, '/bench')
  const phoneChunks = new Set([...files.values()].filter((file) => file.inputs.some((input) => input.includes('node_modules/libphonenumber-js/'))).map((file) => file.path))
  const dataDir = mkdtempSync(join(tmpdir(), 'payloom-bench-'))
  const sandbox = await startSandbox({ port: 0, dataDir })
  const pages = await serveBenchPages(files)
  const browser = await launchChromium()
  try {
    const api = encodeURIComponent(sandbox.url)
    const typeIntoCardNumber = (page: Page) => page.getByLabel('Card number').focus()
    return {
      chromium: browser.version(),
      payloom: await timeLibrary(browser, `${pages.url}/payloom?api=${api}`, 'payloom', typeIntoCardNumber),
      // Adyen's card number is a frame: focus moves into it the way a shopper's click would.
      adyen: await timeLibrary(browser, `${pages.url}/adyen`, 'Adyen Web', (page) => page.frameLocator('iframe[title="Card number"]').locator('input').focus()),
      phoneLibrary: {
        loadedWithoutPhoneField: await phoneChunkLoaded(browser, `${pages.url}/payloom?api=${api}&phone=never`, phoneChunks),
        loadedWithPhoneField: await phoneChunkLoaded(browser, `${pages.url}/payloom?api=${api}&phone=always`, phoneChunks),
      },
    }
  } finally {
    await browser.close()
    await pages.close()
    await sandbox.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
