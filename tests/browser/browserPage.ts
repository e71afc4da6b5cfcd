import { existsSync, mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { chromium, type Browser } from 'playwright-core'

const root = resolve(import.meta.dirname, '../..')
export const chromiumPath = '/usr/bin/chromium'
/** Where browser tests write their screenshots (one PNG per step, for people to look at). */
export const screenshotDir = join(root, 'tests/browser/screenshots')

/** Browser tests run wherever Chromium is installed, and always in CI, which installs it. */
export const canRunBrowserTests = existsSync(chromiumPath) || process.env.CI !== undefined

/** Debian's Chromium, headless, with the flags that keep it off the (closed) network. */
export const launchChromium = (): Promise<Browser> => {
  mkdirSync(screenshotDir, { recursive: true })
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/** A merchant page on its own origin: `script` is bundled with the SDK the way a merchant's bundler would. */
export const serveMerchantPage = async (script: string): Promise<{ readonly url: string; readonly close: () => Promise<void> }> => {
  const bundle = await build({
    stdin: { contents: script, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
    target: 'es2022',
    alias: { payloom: join(root, 'core/index.ts') },
  })
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
