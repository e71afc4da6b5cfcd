/**
 * The demo shop's own HTTP server: the merchant's origin, apart from the provider's. It serves the
 * shop's routes (demoRoutes.ts), keeps its orders in its own SQLite file, and reaches the provider
 * only over HTTP, at `providerUrl`, with the official server library.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BodyTooLarge, readBody } from '../readBody.ts'
import { stripeAt } from '../stripeLibrary.ts'
import { serveDemo, type Shop } from './demoRoutes.ts'
import { openShopRecords } from './orders.ts'
import { registerWebhookEndpoint, webhookPath } from './shopWebhooks.ts'

/** Options of `startDemoShop`. */
export interface DemoShopOptions {
  /** The provider's base URL (a running sandbox's `url`): the shop's server calls its API, its pages load payloom from it. */
  readonly providerUrl: string
  /**
   * The port to listen on; 0 picks a free one (what tests do).
   * @default 4243
   */
  readonly port?: number
  /**
   * The interface to listen on. Loopback only unless you mean to share it.
   * @default '127.0.0.1'
   */
  readonly host?: string
  /**
   * The folder of the shop's own records (`shop.db`: orders, its webhook endpoint and secret).
   * @default a temporary folder, deleted on close
   */
  readonly dataDir?: string
}

/** A running demo shop. */
export interface DemoShop {
  /** Its base URL, e.g. `http://127.0.0.1:4243`: another origin than the provider's. */
  readonly url: string
  readonly close: () => Promise<void>
}

/** The shop's pages post small JSON orders; anything larger is refused. */
const maxBodyBytes = 64 * 1024


/**
 * Starts the demo shop (the React checkout at `/`, the plain one at `/plain`, the return page at
 * `/success`, the intent endpoint `POST /demo/intents`) on its own port, beside a provider that is
 * already running at `providerUrl`. Resolves once it listens.
 */
export const startDemoShop = async (options: DemoShopOptions): Promise<DemoShop> => {
  const providerUrl = new URL(options.providerUrl).href.replace(/\/+$/, '')
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'payloom-shop-'))
  let url = ''
  let registration: Promise<void> | undefined
  const stripe = stripeAt(providerUrl)
  const records = openShopRecords(dataDir)
  // Registered once; after a failure (a provider that was down) the next order tries again.
  const webhookRegistered = (): Promise<void> => {
    registration ??= registerWebhookEndpoint(stripe, records, `${url}${webhookPath}`).catch((error: unknown) => {
      registration = undefined
      throw error
    })
    return registration
  }
  const shop: Shop = { providerUrl, stripe, records, webhookRegistered }
  const server = createServer((request, response) => {
    const plain = (status: number, message: string): void => {
      response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' })
      response.end(message)
    }
    const handle = async (): Promise<void> => {
      const body = await readBody(request, maxBodyBytes)
      const url = URL.parse(`http://shop${(request.url ?? '/').startsWith('/') ? request.url : `/${request.url}`}`)
      if (url === null) return plain(400, 'The request URL could not be parsed.')
      if (await serveDemo({ request, response, url, body, shop })) return
      plain(404, `The demo shop has no page ${request.method ?? 'GET'} ${url.pathname}. Its checkouts are / (React) and /plain (plain script).`)
    }
    handle().catch((error: unknown) => {
      if (error instanceof BodyTooLarge) return plain(413, `Request bodies are limited to ${maxBodyBytes} bytes.`)
      console.error('demo shop: internal error', error)
      if (!response.headersSent) plain(500, 'An internal error occurred in the demo shop.')
      else response.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4243, options.host ?? '127.0.0.1', () => resolve())
  })
  const address = server.address() as AddressInfo
  url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
  // A provider that is down now leaves the shop up: it tries again when asked.
  webhookRegistered().catch((error: unknown) => console.warn(`demo shop: could not register its webhook endpoint with ${providerUrl}: ${error instanceof Error ? error.message : String(error)}`))
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)))
        server.closeAllConnections()
      })
      await registration?.catch(() => undefined)
      records.close()
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
