/**
 * The api-call events of isolated hosting (controller.md §7 "Messages to the parent frame":
 * api-call events). The controller frame makes every provider call, where the merchant's page, its
 * fetch wrappers and its developer tools' page context cannot see them, so it tells the page of
 * each one, which hands it to createPayloom's `onEvent` (for the merchant's logger). Inline hosting
 * sends none: its calls go through the page's own `fetch`, which the merchant sees already.
 */

/**
 * One call to the provider's API, once it has ended. It names the call and how it ended, never its
 * query, body or answer: those may carry a client secret or the shopper's details.
 */
export interface ApiCallEvent {
  readonly type: 'api_call'
  /** 'GET', 'POST' or 'DELETE'. */
  readonly method: string
  /** The path after `/v1/`, as the API reference writes it: 'payment_intents/pi_123/confirm'. */
  readonly path: string
  /** The answer's HTTP status; null when none came (the network failed, or the call timed out). */
  readonly status: number | null
  /** From the request to the answer's headers, in whole milliseconds. */
  readonly durationMs: number
}

/** A `fetch` that does what `fetch` does, and reports each call it makes with `report` once it has an answer or has failed. */
export const reportingFetch = (fetch: typeof globalThis.fetch, report: (event: ApiCallEvent) => void): typeof globalThis.fetch => async (input, init) => {
  const started = performance.now()
  const url = new URL(input instanceof Request ? input.url : String(input))
  const ended = (status: number | null): void => report({
    type: 'api_call',
    method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
    path: url.pathname.replace(/^\/v1\//, ''),
    status,
    durationMs: Math.round(performance.now() - started),
  })
  try {
    const response = await fetch(input, init)
    ended(response.status)
    return response
  } catch (error) {
    ended(null)
    throw error
  }
}
