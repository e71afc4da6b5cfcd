/**
 * `npm start`: runs the local sandbox provider on http://localhost:4242 (PORT to change), keeping
 * its state in .sandbox/ (SANDBOX_DATA_DIR to change). SANDBOX_FAULTS='{"seed":1,"rate":0.2,"kinds":["5xx"]}'
 * injects faults; SANDBOX_FAIL_SESSIONS_EDGE=1 makes /v1/elements/sessions-edge answer 503;
 * SANDBOX_REQUIRE_CAPTCHA=1 refuses captcha-gated browser calls without a captcha token.
 */
import type { FaultOptions } from './faults.ts'
import { testKeys } from './keys.ts'
import { defaultDataDir, startSandbox } from './startSandbox.ts'

const parseFaults = (text: string | undefined): FaultOptions | undefined => {
  if (text === undefined || text === '') return undefined
  try {
    return JSON.parse(text) as FaultOptions
  } catch {
    throw new Error(`SANDBOX_FAULTS must be JSON like {"seed":1,"rate":0.2,"kinds":["latency","5xx","drop"],"latencyMs":200}, got ${text}`)
  }
}

const port = Number(process.env.PORT ?? 4242)
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${process.env.PORT}`)
const faults = parseFaults(process.env.SANDBOX_FAULTS)
const sandbox = await startSandbox({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  dataDir: process.env.SANDBOX_DATA_DIR ?? defaultDataDir,
  failSessionsEdge: process.env.SANDBOX_FAIL_SESSIONS_EDGE === '1',
  requireCaptcha: process.env.SANDBOX_REQUIRE_CAPTCHA === '1',
  ...(faults === undefined ? {} : { faults }),
})
console.log(`payloom sandbox: http://localhost:${new URL(sandbox.url).port}`)
console.log(`publishable key: ${testKeys.publishable}`)
console.log(`secret key: ${testKeys.secret}`)
if (faults !== undefined) console.log(`faults: ${JSON.stringify(faults)}`)

const stop = (): void => {
  void sandbox.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
