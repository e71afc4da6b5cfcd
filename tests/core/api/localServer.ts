import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as Effect from 'effect/Effect'
import { ApiClient, apiClientLayer, type ApiClientConfig, type ApiClientService } from '../../../core/api/ApiClient.ts'
import type { ApiError } from '../../../core/api/ApiError.ts'

/** One request as the server saw it. */
export interface Received {
  readonly method: string
  readonly url: string
  readonly headers: IncomingHttpHeaders
  readonly body: string
  /** performance.now() when the request arrived. */
  readonly at: number
}

export interface LocalServer {
  readonly url: string
  readonly received: readonly Received[]
  readonly close: () => Promise<void>
}

/** A loopback HTTP server that records each request and lets `answer` reply (or not) to the `n`th. */
export const startLocalServer = async (answer: (response: ServerResponse, n: number, request: Received) => void): Promise<LocalServer> => {
  const received: Received[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const seen = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: performance.now() }
      received.push(seen)
      answer(response, received.length - 1, seen)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}

/** Answers with a status and a JSON body. */
export const json = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

/** A client config for tests: fast retries, the sandbox's publishable key. */
export const testConfig = (apiBase: string, overrides: Partial<ApiClientConfig> = {}): ApiClientConfig => ({
  apiBase,
  publishableKey: 'pk_test_payloomsandbox',
  apiVersion: '2020-08-27',
  retryBaseDelay: 1,
  retryMaxDelay: 5,
  ...overrides,
})

/** Runs one call with the live client; resolves to its value or rejects with the `ApiError`. */
export const run = <A>(config: ApiClientConfig, call: (api: ApiClientService) => Effect.Effect<A, ApiError>): Promise<A> =>
  Effect.runPromise(Effect.provide(ApiClient.use(call), apiClientLayer(config)))

/** Runs one call that must fail, and resolves to its `ApiError`. */
export const runError = <A>(config: ApiClientConfig, call: (api: ApiClientService) => Effect.Effect<A, ApiError>): Promise<ApiError> =>
  Effect.runPromise(Effect.flip(Effect.provide(ApiClient.use(call), apiClientLayer(config))))
