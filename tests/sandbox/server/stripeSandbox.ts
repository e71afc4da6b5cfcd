import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Stripe from 'stripe'
import { expect } from 'vitest'
import { testKeys } from '../../../sandbox/keys.ts'
import { startSandbox, type Sandbox, type SandboxOptions } from '../../../sandbox/startSandbox.ts'
import { stripeAt } from '../../../sandbox/stripeLibrary.ts'

/** The official server library pointed at a sandbox (stripeAt), with no retries, so a test sees each answer as sent. */
export const stripeFor = (sandboxUrl: string, key: string = testKeys.secret): Stripe => stripeAt(sandboxUrl, key, { maxNetworkRetries: 0 })

export interface StripeSandbox {
  readonly sandbox: Sandbox
  readonly stripe: Stripe
  readonly dataDir: string
  /** Closes the sandbox and deletes its data (one per test file). */
  readonly dispose: () => Promise<void>
  /** Another sandbox on the same data folder with the same options, as a restart starts after `sandbox.close()` (dispose of that one instead). */
  readonly reopen: () => Promise<StripeSandbox>
}

type StripeSandboxOptions = Omit<SandboxOptions, 'port' | 'dataDir'>

const startIn = async (dataDir: string, options: StripeSandboxOptions): Promise<StripeSandbox> => {
  const sandbox = await startSandbox({ ...options, port: 0, dataDir })
  return {
    sandbox,
    stripe: stripeFor(sandbox.url),
    dataDir,
    dispose: async () => {
      await sandbox.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
    reopen: () => startIn(dataDir, options),
  }
}

/** A sandbox on a free port with its own data folder, and the official library pointed at it. */
export const startStripeSandbox = (options: StripeSandboxOptions = {}): Promise<StripeSandbox> =>
  startIn(mkdtempSync(join(tmpdir(), 'payloom-server-')), options)

/** The error a library call rejected with (the test fails if it resolved). */
export const rejection = async (call: Promise<unknown>): Promise<Stripe.errors.StripeError> => {
  const outcome = await call.then(() => undefined, (error: unknown) => error)
  expect(outcome).toBeInstanceOf(Stripe.errors.StripeError)
  return outcome as Stripe.errors.StripeError
}

/** The events of `type` about the object `id`, newest first, as the merchant lists them. */
export const eventsOfTypeAbout = async (stripe: Stripe, type: string, id: string): Promise<Stripe.Event[]> =>
  (await stripe.events.list({ type, limit: 100 }).autoPagingToArray({ limit: 10_000 })).filter((event) => (event.data.object as { id?: string }).id === id)
