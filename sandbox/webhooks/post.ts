import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'

/** What one POST got: the answer's HTTP status, or why there was none. */
export type PostResult = { readonly status: number } | { readonly error: string }

// A refused connection to a name with several addresses fails with an AggregateError whose message is empty.
const reason = (error: Error & { readonly code?: string }): string => error.message || error.code || error.name

/**
 * POSTs `body` to `url` on a connection of its own. Never follows a redirect (a 3xx is the answer),
 * so an event goes only to the address registered. Gives up after `timeoutMs` without a complete
 * answer, or at once when `stop` aborts.
 */
export const post = (url: URL, body: string, headers: Readonly<Record<string, string>>, timeoutMs: number, stop: AbortSignal): Promise<PostResult> =>
  new Promise((resolve) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'POST',
      agent: false,
      signal: stop,
      headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
    })
    const timer = setTimeout(() => request.destroy(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs)
    request.on('response', (response) => {
      resolve({ status: response.statusCode ?? 0 })
      // Read the answer to its end so the connection closes; what it says does not matter.
      response.resume()
    })
    request.on('error', (error) => resolve({ error: stop.aborted ? 'The sandbox stopped during the attempt' : reason(error) }))
    request.on('close', () => clearTimeout(timer))
    request.end(body)
  })
