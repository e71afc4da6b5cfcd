import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { pageBuildOptions } from '../../sandbox/demo/bundleExample.ts'
import { startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

const root = resolve(import.meta.dirname, '../..')
/** Where browser tests write their screenshots (one PNG per step, for people to look at). */
export const screenshotDir = join(root, 'tests/browser/screenshots')

const chromiumVariables = ['CHROMIUM_PATH', 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH'] as const
/** Where Linux distributions and macOS install Chromium or Chrome, Debian's first. */
const usualPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]

/**
 * The Chromium to drive: the one an environment variable names (used even when missing, so a
 * wrong setting fails loudly), else the first installed at a usual path, else the one
 * `npx playwright-core install chromium` downloads, when it has been.
 */
const findChromium = (): string | undefined => {
  for (const variable of chromiumVariables) {
    const path = process.env[variable]
    if (path !== undefined && path !== '') return path
  }
  return [...usualPaths, chromium.executablePath()].find((path) => existsSync(path))
}

export const chromiumPath = findChromium()

/** Browser tests run wherever Chromium is found, and always in CI, which installs it. */
export const canRunBrowserTests = chromiumPath !== undefined || process.env.CI !== undefined

if (!canRunBrowserTests) {
  console.warn(`payloom: skipping the browser tests: no Chromium found. Set ${chromiumVariables.join(' or ')} to its path, or install it at one of ${usualPaths.join(', ')}.`)
}

/** The Chromium found (Debian's by default), headless, with the flags that keep it off the (closed) network. */
export const launchChromium = (): Promise<Browser> => {
  mkdirSync(screenshotDir, { recursive: true })
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/** A merchant page on its own origin: `script` is bundled with the SDK the way a merchant's bundler would. */
export const serveMerchantPage = async (script: string): Promise<{ readonly url: string; readonly close: () => Promise<void> }> => {
  const bundle = await build({ ...pageBuildOptions, stdin: { contents: script, resolveDir: root, loader: 'tsx' } })
  const code = bundle.outputFiles[0]!.text
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Merchant checkout</title></head><body><main><h1>Checkout</h1></main><script type="module" src="/app.js"></script></body></html>'
  const server: Server = createServer((request, response) => {
    const isScript = request.url === '/app.js'
    response.writeHead(200, { 'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8' })
    response.end(isScript ? code : html)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

/**
 * Screenshots of one test's steps, in their own folder under `screenshotDir`: `shot('paid')` writes
 * `<folder>/01-paid.png`, numbered in the order taken.
 */
export const screenshotSteps = (page: Page, folder: string): ((step: string) => Promise<void>) => {
  const dir = join(screenshotDir, folder)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  let taken = 0
  return async (step) => {
    taken += 1
    await page.screenshot({ path: join(dir, `${String(taken).padStart(2, '0')}-${step}.png`), fullPage: true })
  }
}

/** What a browser test works with: its own sandbox, a merchant page, and Chromium. */
export interface MerchantPageHarness {
  readonly sandbox: TestSandbox
  readonly merchant: Awaited<ReturnType<typeof serveMerchantPage>>
  readonly browser: Browser
}

/**
 * Starts, for the surrounding `describe`, a sandbox, a merchant page whose script is built from
 * that sandbox, and Chromium, and stops them after. Read the fields inside tests and hooks only.
 */
export const merchantPageHarness = (script: (sandbox: TestSandbox) => string): MerchantPageHarness => {
  let sandbox: TestSandbox | undefined
  let merchant: MerchantPageHarness['merchant'] | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    sandbox = await startTestSandbox()
    merchant = await serveMerchantPage(script(sandbox))
    browser = await launchChromium()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await merchant?.close()
    await sandbox?.dispose()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('merchantPageHarness: read it inside a test, after beforeAll')
    return value
  }
  return {
    get sandbox() { return started(sandbox) },
    get merchant() { return started(merchant) },
    get browser() { return started(browser) },
  }
}
