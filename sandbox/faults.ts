/** The faults the sandbox can inject. */
export const FaultKind = { latency: 'latency', serverError: '5xx', drop: 'drop' } as const
export type FaultKind = (typeof FaultKind)[keyof typeof FaultKind]

/** Fault injection for tests: a `rate` fraction of API requests, chosen by a seeded generator. */
export interface FaultOptions {
  /** Same seed, same requests in the same order: the same faults. */
  readonly seed: number
  /** The fraction of requests that get a fault, 0 to 1. */
  readonly rate: number
  readonly kinds: readonly FaultKind[]
  /**
   * Delay of a latency fault.
   * @default 200
   */
  readonly latencyMs?: number
}

/**
 * What happens to one request. A drop `after` the handler ran mimics a response lost on the way
 * back: the change is committed, the client sees a dead connection, and only an idempotent retry
 * tells it what happened.
 */
export type Fault =
  | { readonly kind: 'none' }
  | { readonly kind: 'latency'; readonly ms: number }
  | { readonly kind: '5xx'; readonly status: 500 | 503 }
  | { readonly kind: 'drop'; readonly when: 'before' | 'after' }

const none: Fault = { kind: 'none' }

// splitmix32: a counter-based generator, so request n's draw depends only on the seed and n.
const draw = (seed: number, n: number, k: number): number => {
  let z = (seed + Math.imul(n * 3 + k + 1, 0x9e3779b9)) | 0
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
  return ((z ^ (z >>> 16)) >>> 0) / 4294967296
}

/** Checks the options (a developer's mistake throws with what to change). */
export const checkFaultOptions = (options: FaultOptions): FaultOptions => {
  if (typeof options !== 'object' || options === null) throw new TypeError('faults must be an object { seed, rate, kinds, latencyMs? }.')
  if (!Number.isInteger(options.seed)) throw new TypeError(`faults.seed must be an integer, got ${String(options.seed)}.`)
  if (typeof options.rate !== 'number' || !(options.rate >= 0 && options.rate <= 1)) throw new TypeError(`faults.rate must be a number from 0 to 1, got ${String(options.rate)}.`)
  const known = Object.values(FaultKind) as readonly string[]
  if (!Array.isArray(options.kinds) || options.kinds.length === 0 || options.kinds.some((kind) => !known.includes(kind))) {
    throw new TypeError(`faults.kinds must be a non-empty list of ${known.join(', ')}.`)
  }
  if (options.latencyMs !== undefined && !(Number.isInteger(options.latencyMs) && options.latencyMs >= 0)) throw new TypeError('faults.latencyMs must be a non-negative integer.')
  return options
}

/** The fault of the `n`th API request (counting from 0) under `options`; none without options. */
export const faultFor = (options: FaultOptions | undefined, n: number): Fault => {
  if (options === undefined || draw(options.seed, n, 0) >= options.rate) return none
  const kind = options.kinds[Math.floor(draw(options.seed, n, 1) * options.kinds.length)]!
  const coin = draw(options.seed, n, 2) < 0.5
  switch (kind) {
    case 'latency':
      return { kind, ms: options.latencyMs ?? 200 }
    case '5xx':
      return { kind, status: coin ? 500 : 503 }
    case 'drop':
      return { kind, when: coin ? 'before' : 'after' }
  }
}
