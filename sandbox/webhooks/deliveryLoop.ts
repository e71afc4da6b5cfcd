import { countDelivered, type ApiEvent } from '../events.ts'
import { now } from '../ids.ts'
import { Kind, type DeliveryAttempt, type Store, type WebhookDelivery } from '../Store.ts'
import type { WebhookEndpoint, WebhookEndpointHidden } from './endpoints.ts'
import { post } from './post.ts'
import { signatureHeader } from './signature.ts'

/** How deliveries are retried. */
export interface RetryOptions {
  /**
   * The wait after the first failed attempt; each later one doubles it, up to `maxDelayMs`.
   * @default 1000
   */
  readonly firstDelayMs?: number
  /** @default 60000 */
  readonly maxDelayMs?: number
  /**
   * Attempts before a delivery is given up (state `failed`).
   * @default 8
   */
  readonly maxAttempts?: number
  /**
   * How long an attempt waits for the endpoint's answer before counting as failed.
   * @default 10000
   */
  readonly timeoutMs?: number
}

/** The background delivery of webhook events, in the sandbox process. */
export interface DeliveryLoop {
  /** Looks for deliveries that are due now (a request has just queued some). */
  readonly wake: () => void
  /** Stops: no new attempt starts, those under way are aborted and recorded as failed, no timer is left. */
  readonly stop: () => Promise<void>
}

/** Attempts under way at once, so a thousand events to a hanging endpoint do not open a thousand connections. */
const maxInFlight = 8

/** Retry options with their defaults, checked before the sandbox starts. */
export const checkRetryOptions = (options: RetryOptions): Required<RetryOptions> => {
  const checked = { firstDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 8, timeoutMs: 10_000, ...options }
  for (const [name, value] of Object.entries(checked)) {
    const least = name === 'maxAttempts' ? 1 : 0
    if (!Number.isInteger(value) || value < least) throw new Error(`webhookRetries.${name} must be a whole number of at least ${least}, got ${value}`)
  }
  return checked
}

/** The wait before the attempt after `attempts` failed ones: doubling from the first delay, capped. */
export const retryDelay = (attempts: number, options: Required<RetryOptions>): number =>
  Math.min(options.firstDelayMs * 2 ** (attempts - 1), options.maxDelayMs)

/**
 * Delivers the pending deliveries of `store` (recordEvent queues them in SQLite, so a restart
 * resumes them): each event POSTed as JSON to its endpoint's URL, signed with the endpoint's secret
 * (`Stripe-Signature`), retried with backoff until a 2xx or the last attempt, every attempt kept.
 */
export const startDeliveryLoop = (store: Store, options: Required<RetryOptions>): DeliveryLoop => {
  const stopping = new AbortController()
  const inFlight = new Set<Promise<void>>()
  let timer: NodeJS.Timeout | undefined

  const schedule = (delayMs: number): void => {
    if (stopping.signal.aborted) return
    clearTimeout(timer)
    timer = setTimeout(scan, delayMs)
  }

  const attempt = async (delivery: WebhookDelivery): Promise<void> => {
    const endpoint = store.get<WebhookEndpoint, WebhookEndpointHidden>(Kind.webhookEndpoint, delivery.endpoint)
    const event = store.get<ApiEvent, null>(Kind.event, delivery.event)
    if (endpoint === undefined || endpoint.body.status !== 'enabled' || event === undefined) {
      return store.transaction(() => store.updateDelivery(delivery.id, { state: 'canceled', dueAt: null }))
    }
    const payload = JSON.stringify(event.body, null, 2)
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      'Stripe-Signature': signatureHeader(payload, endpoint.hidden.secret, now()),
    }
    const at = Date.now()
    const result = await post(new URL(endpoint.body.url), payload, headers, options.timeoutMs, stopping.signal)
    const recorded: DeliveryAttempt = 'status' in result ? { at, status: result.status, error: null } : { at, status: null, error: result.error }
    const succeeded = recorded.status !== null && recorded.status >= 200 && recorded.status < 300
    const attempts = delivery.attempts.length + 1
    store.transaction(() => {
      if (succeeded) {
        store.updateDelivery(delivery.id, { state: 'succeeded', dueAt: null, attempt: recorded })
        countDelivered(store, delivery.event)
      } else if (attempts >= options.maxAttempts) store.updateDelivery(delivery.id, { state: 'failed', dueAt: null, attempt: recorded })
      else store.updateDelivery(delivery.id, { state: 'pending', dueAt: Date.now() + retryDelay(attempts, options), attempt: recorded })
    })
  }

  const start = (delivery: WebhookDelivery): void => {
    const running = attempt(delivery)
      // A failure here is the sandbox's (its database), never the endpoint's: say so and go on.
      .catch((error: unknown) => console.error('sandbox: webhook delivery failed', delivery.id, error))
      .finally(() => {
        inFlight.delete(running)
        schedule(0)
      })
    inFlight.add(running)
  }

  function scan(): void {
    if (stopping.signal.aborted) return
    try {
      const startedAt = Date.now()
      // Read before claiming: a read takes no write lock, and another loop on the file may have taken what was due.
      if ((store.nextDeliveryDue() ?? Infinity) <= startedAt) {
        // A claim lasts past the attempt's timeout, so only a sandbox that died mid-attempt lets it lapse.
        for (const delivery of store.claimDueDeliveries(startedAt, startedAt + options.timeoutMs + 5000, maxInFlight - inFlight.size)) start(delivery)
      }
      const next = store.nextDeliveryDue()
      // With every slot taken, the next attempt to finish scans again.
      if (next !== undefined && inFlight.size < maxInFlight) schedule(Math.max(0, next - Date.now()))
    } catch (error) {
      // The database stayed busy past its timeout (another sandbox on the file): look again shortly.
      console.error('sandbox: looking for due webhook deliveries failed', error)
      schedule(1000)
    }
  }

  schedule(0)
  return {
    wake: () => schedule(0),
    stop: async () => {
      stopping.abort()
      clearTimeout(timer)
      await Promise.all(inFlight)
    },
  }
}
