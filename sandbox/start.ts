/**
 * `npm start`: runs the local sandbox provider on http://localhost:4242 (PORT to change), keeping
 * its state in .sandbox/ (SANDBOX_DATA_DIR to change), and the demo shop on another origin,
 * http://127.0.0.1:4243 (DEMO_PORT to change; PORT+1 by default), whose server calls the provider
 * over HTTP and keeps its orders in .sandbox/shop/. SANDBOX_FAULTS='{"seed":1,"rate":0.2,"kinds":["5xx"]}' injects faults;
 * SANDBOX_FAIL_SESSIONS_EDGE=1 makes /v1/elements/sessions-edge answer 503; SANDBOX_REQUIRE_CAPTCHA=1
 * refuses captcha-gated browser calls without a captcha token. SANDBOX_WEBHOOK_URL=http://localhost:3000/webhook
 * POSTs every event there, signed with the webhook secret it prints (the same on every start);
 * SANDBOX_RATE_LIMIT=25 answers 429 to a key making more than 25 requests a second. SANDBOX_DEBIT_DELAY_MS=2000
 * is how long a bank debit stays processing before it settles. SANDBOX_FAIL_LINK_LOOKUP=1 makes every Link
 * consumer lookup answer 500.
 */
import { join } from 'node:path'
import type { FaultOptions } from './faults.ts'
import { testKeys } from './keys.ts'
import { startDemoShop } from './demo/startDemoShop.ts'
import { defaultDataDir, startSandbox } from './startSandbox.ts'

const parseFaults = (text: string | undefined): FaultOptions | undefined => {
  if (text === undefined || text === '') return undefined
  try {
    return JSON.parse(text) as FaultOptions
  } catch {
    throw new Error(`SANDBOX_FAULTS must be JSON like {"seed":1,"rate":0.2,"kinds":["latency","5xx","drop"],"latencyMs":200}, got ${text}`)
  }
}

const parsePort = (name: string, text: string): number => {
  const port = Number(text)
  if (text.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got ${text}`)
  return port
}

/** A URL a browser on this machine can open: a server listening on every interface is reached on loopback. */
const loopbackUrl = (url: string): string => url.replace(/^http:\/\/(0\.0\.0\.0|\[::\])(?=:)/, 'http://127.0.0.1')

const port = parsePort('PORT', process.env.PORT || '4242')
// PORT=0 (a free port, what the bench does) gives the shop a free port too.
const demoPort = parsePort('DEMO_PORT', process.env.DEMO_PORT || String(port === 0 ? 0 : port + 1))
if (demoPort !== 0 && demoPort === port) throw new Error(`DEMO_PORT must differ from PORT (${port}): the demo shop and the provider are two origins`)
const host = process.env.HOST ?? '127.0.0.1'
const faults = parseFaults(process.env.SANDBOX_FAULTS)
const webhookUrl = process.env.SANDBOX_WEBHOOK_URL || undefined
const rateLimit = process.env.SANDBOX_RATE_LIMIT ? { perSecond: Number(process.env.SANDBOX_RATE_LIMIT) } : undefined
const dataDir = process.env.SANDBOX_DATA_DIR ?? defaultDataDir
const debitDelayMs = process.env.SANDBOX_DEBIT_DELAY_MS ? Number(process.env.SANDBOX_DEBIT_DELAY_MS) : undefined
const sandbox = await startSandbox({
  port,
  host,
  dataDir,
  failSessionsEdge: process.env.SANDBOX_FAIL_SESSIONS_EDGE === '1',
  requireCaptcha: process.env.SANDBOX_REQUIRE_CAPTCHA === '1',
  failLinkLookup: process.env.SANDBOX_FAIL_LINK_LOOKUP === '1',
  ...(webhookUrl === undefined ? {} : { webhookUrl }),
  ...(rateLimit === undefined ? {} : { rateLimit }),
  ...(debitDelayMs === undefined ? {} : { debitDelayMs }),
  ...(faults === undefined ? {} : { faults }),
})
// The shop keeps its own records (orders, its webhook endpoint) beside the provider's, in their own file.
const shop = await startDemoShop({ port: demoPort, host, providerUrl: loopbackUrl(sandbox.url), dataDir: join(dataDir, 'shop') }).catch(async (error: unknown) => {
  await sandbox.close()
  throw error
})
console.log(`payloom sandbox: http://localhost:${new URL(sandbox.url).port}`)
console.log(`demo shop: ${loopbackUrl(shop.url)}/`)
console.log(`publishable key: ${testKeys.publishable}`)
console.log(`secret key: ${testKeys.secret}`)
if (faults !== undefined) console.log(`faults: ${JSON.stringify(faults)}`)
if (webhookUrl !== undefined) {
  console.log(`webhooks: every event POSTed to ${webhookUrl}`)
  console.log(`webhook secret: ${sandbox.webhookSecret}`)
}

const stop = (): void => {
  void Promise.all([shop.close(), sandbox.close()]).then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
