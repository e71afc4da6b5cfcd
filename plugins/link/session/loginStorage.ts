/**
 * Login storage (wallet.md §4 "Login storage"): the wallet's login secret is kept by several
 * storage strategies at once, so that a returning shopper is recognised wherever one of them
 * survived (the tab's session storage, the browser's local storage, a cookie, the provider-origin
 * login-storage frame). The rule is here, over injected strategies; loginStrategies.ts and
 * frameStrategy.ts are the browser's.
 */

/** How long a login lasts: for this tab only, or until cleared. */
export type LoginLifetime = 'ephemeral' | 'persistent'

/** One place the login secret is kept. */
export interface LoginStrategy {
  /** Said in log lines: 'session storage', 'local storage', 'cookie', 'frame'. */
  readonly name: string
  /** The logins it keeps: session storage ephemeral ones; local storage, the cookie and the frame persistent ones. */
  readonly lifetime: LoginLifetime
  /**
   * How long one call may take, in ms, before it counts as nothing (a read then returns no
   * secret); undefined for a strategy that answers at once. The spec's: cookie 2500, frame 2000.
   */
  readonly timeout?: number
  readonly get: () => Promise<string | undefined>
  readonly set: (secret: string) => Promise<void>
  readonly clear: () => Promise<void>
}

/** A secret read back, with the lifetime of the strategy that had it. */
export interface StoredLogin {
  readonly secret: string
  readonly lifetime: LoginLifetime
}

export interface LoginStorage {
  /**
   * Reads every strategy at once and returns the first non-empty secret in the strategies' order,
   * or undefined. A strategy that fails or outlasts its timeout counts as empty; strategies that
   * disagree are logged (by name: a log line never carries a secret).
   */
  readonly read: () => Promise<StoredLogin | undefined>
  /** Keeps the secret in every strategy of that lifetime and clears the others, so a read finds this login. */
  readonly store: (secret: string, lifetime: LoginLifetime) => Promise<void>
  /** Clears every strategy. */
  readonly clear: () => Promise<void>
}

const timedOut = Symbol('timed out')

/** The call's outcome, or `timedOut` once the strategy's timeout has passed. */
const within = <T>(strategy: LoginStrategy, call: () => Promise<T>): Promise<T | typeof timedOut> => {
  const running = Promise.resolve().then(call)
  if (strategy.timeout === undefined) return running
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<typeof timedOut>((done) => {
    timer = setTimeout(() => done(timedOut), strategy.timeout)
  })
  return Promise.race([running, deadline]).finally(() => clearTimeout(timer))
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** The login storage over `strategies`, read in their order; `log` hears disagreements and failures (console.warn unless given). */
export const makeLoginStorage = (strategies: ReadonlyArray<LoginStrategy>, log: (line: string) => void = console.warn): LoginStorage => {
  /** Runs one call on every strategy; a failure or a timeout is logged and stands for undefined. */
  const everywhere = <T>(what: string, call: (strategy: LoginStrategy) => Promise<T>): Promise<ReadonlyArray<T | undefined>> =>
    Promise.all(strategies.map((strategy) => within(strategy, () => call(strategy)).then(
      (outcome) => {
        if (outcome !== timedOut) return outcome
        log(`payloom link: the ${strategy.name} did not answer within ${strategy.timeout} ms (to ${what} the login).`)
        return undefined
      },
      (error: unknown) => {
        log(`payloom link: the ${strategy.name} could not ${what} the login: ${describe(error)}`)
        return undefined
      },
    )))

  return {
    read: async () => {
      const secrets = await everywhere('read', (strategy) => strategy.get())
      const found = strategies.flatMap((strategy, index) => {
        const secret = secrets[index]
        return typeof secret === 'string' && secret !== '' ? [{ strategy, secret }] : []
      })
      const first = found[0]
      if (first === undefined) return undefined
      const differing = found.filter(({ secret }) => secret !== first.secret)
      if (differing.length > 0) {
        log(`payloom link: the stored logins differ; using the ${first.strategy.name}'s, not the ${differing.map(({ strategy }) => strategy.name).join(', ')}'s.`)
      }
      return { secret: first.secret, lifetime: first.strategy.lifetime }
    },
    store: async (secret, lifetime) => {
      if (typeof secret !== 'string' || secret.trim() === '') throw new TypeError('payloom link: the login secret to store must be a non-blank string.')
      await everywhere('store', (strategy) => (strategy.lifetime === lifetime ? strategy.set(secret) : strategy.clear()))
    },
    clear: async () => {
      await everywhere('clear', (strategy) => strategy.clear())
    },
  }
}
