import fc from 'fast-check'
import { walletLimits } from 'payloom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeLoginStorage, type LoginLifetime, type LoginStrategy } from '../../../../plugins/link/session/index.ts'

/**
 * A strategy kept in memory, as the rule sees one: what it holds, and how it answers (at once,
 * after a delay on the fake clock, never, or by failing).
 */
const held = (name: string, lifetime: LoginLifetime, options: { readonly value?: string; readonly timeout?: number; readonly answer?: 'now' | 'never' | 'fail' | number } = {}) => {
  let value = options.value
  const answer = <T>(result: () => T): Promise<T> => {
    const how = options.answer ?? 'now'
    if (how === 'never') return new Promise<T>(() => {})
    if (how === 'fail') return Promise.reject(new Error(`${name} is blocked`))
    if (how === 'now') return Promise.resolve(result())
    return new Promise<T>((done) => setTimeout(() => done(result()), how))
  }
  const strategy: LoginStrategy = {
    name,
    lifetime,
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    get: () => answer(() => value),
    set: (secret) => answer(() => void (value = secret)),
    clear: () => answer(() => void (value = undefined)),
  }
  return { strategy, value: () => value }
}

const browserLike = (values: { readonly session?: string; readonly local?: string; readonly cookie?: string; readonly frame?: string }, answers: { readonly cookie?: 'now' | 'never' | number; readonly frame?: 'now' | 'never' | number } = {}) => {
  const session = held('session storage', 'ephemeral', { value: values.session })
  const local = held('local storage', 'persistent', { value: values.local })
  const cookie = held('cookie', 'persistent', { value: values.cookie, timeout: walletLimits.cookieReadTimeout, answer: answers.cookie })
  const frame = held('frame', 'persistent', { value: values.frame, timeout: walletLimits.frameReadTimeout, answer: answers.frame })
  return { session, local, cookie, frame, strategies: [session.strategy, local.strategy, cookie.strategy, frame.strategy] }
}

describe('login storage (wallet.md §4 "Login storage")', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reads the first non-empty secret in order, with its strategy\'s lifetime', async () => {
    const log = vi.fn()
    expect(await makeLoginStorage(browserLike({ local: 'lss_1', cookie: 'lss_1', frame: 'lss_1' }).strategies, log).read()).toEqual({ secret: 'lss_1', lifetime: 'persistent' })
    expect(await makeLoginStorage(browserLike({ session: 'lss_2' }).strategies, log).read()).toEqual({ secret: 'lss_2', lifetime: 'ephemeral' })
    expect(await makeLoginStorage(browserLike({ frame: 'lss_3', local: '' }).strategies, log).read()).toEqual({ secret: 'lss_3', lifetime: 'persistent' })
    expect(await makeLoginStorage(browserLike({}).strategies, log).read()).toBeUndefined()
    expect(log).not.toHaveBeenCalled()
  })

  it('logs a line naming the strategies when the stored values differ, never the secrets', async () => {
    const log = vi.fn()
    const storage = makeLoginStorage(browserLike({ session: 'lss_tab', local: 'lss_old', cookie: 'lss_tab', frame: 'lss_other' }).strategies, log)
    expect(await storage.read()).toEqual({ secret: 'lss_tab', lifetime: 'ephemeral' })
    expect(log.mock.calls).toEqual([["payloom link: the stored logins differ; using the session storage's, not the local storage, frame's."]])
  })

  it('gives up on a cookie read after 2500 ms and a frame read after 2000 ms, returning nothing from them', async () => {
    expect([walletLimits.cookieReadTimeout, walletLimits.frameReadTimeout]).toEqual([2500, 2000])
    const log = vi.fn()
    const storage = makeLoginStorage(browserLike({ cookie: 'lss_cookie', frame: 'lss_frame' }, { cookie: 'never', frame: 'never' }).strategies, log)
    let read: unknown = 'pending'
    void storage.read().then((value) => (read = value))
    await vi.advanceTimersByTimeAsync(1999)
    expect(read).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(log.mock.calls).toEqual([['payloom link: the frame did not answer within 2000 ms (to read the login).']])
    expect(read).toBe('pending')
    await vi.advanceTimersByTimeAsync(499)
    expect(read).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(read).toBeUndefined()
    expect(log).toHaveBeenLastCalledWith('payloom link: the cookie did not answer within 2500 ms (to read the login).')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('takes a slow answer that comes in time, and reads every strategy at once', async () => {
    const storage = makeLoginStorage(browserLike({ cookie: 'lss_cookie', frame: 'lss_frame' }, { cookie: 2400, frame: 1900 }).strategies, vi.fn())
    let read: unknown = 'pending'
    void storage.read().then((value) => (read = value))
    // Side by side, the read takes as long as the slowest strategy, not the sum.
    await vi.advanceTimersByTimeAsync(2400)
    expect(read).toEqual({ secret: 'lss_cookie', lifetime: 'persistent' })
  })

  it('counts a failing strategy as empty, and says so', async () => {
    const log = vi.fn()
    const local = held('local storage', 'persistent', { answer: 'fail' })
    const frame = held('frame', 'persistent', { value: 'lss_frame' })
    expect(await makeLoginStorage([local.strategy, frame.strategy], log).read()).toEqual({ secret: 'lss_frame', lifetime: 'persistent' })
    expect(log.mock.calls).toEqual([['payloom link: the local storage could not read the login: local storage is blocked']])
  })

  it('stores a persistent login in local storage, the cookie and the frame, clearing the tab\'s', async () => {
    const browser = browserLike({ session: 'lss_tab' })
    const storage = makeLoginStorage(browser.strategies, vi.fn())
    await storage.store('lss_kept', 'persistent')
    expect([browser.session.value(), browser.local.value(), browser.cookie.value(), browser.frame.value()]).toEqual([undefined, 'lss_kept', 'lss_kept', 'lss_kept'])
    expect(await storage.read()).toEqual({ secret: 'lss_kept', lifetime: 'persistent' })
  })

  it('stores an ephemeral login in session storage only, clearing the persistent ones', async () => {
    const browser = browserLike({ local: 'lss_old', cookie: 'lss_old', frame: 'lss_old' })
    const storage = makeLoginStorage(browser.strategies, vi.fn())
    await storage.store('lss_tab', 'ephemeral')
    expect([browser.session.value(), browser.local.value(), browser.cookie.value(), browser.frame.value()]).toEqual(['lss_tab', undefined, undefined, undefined])
    expect(await storage.read()).toEqual({ secret: 'lss_tab', lifetime: 'ephemeral' })
    await storage.clear()
    expect(await storage.read()).toBeUndefined()
  })

  it('does not wait for ever on a write the frame never answers', async () => {
    const log = vi.fn()
    const browser = browserLike({}, { frame: 'never' })
    const storage = makeLoginStorage(browser.strategies, log)
    let stored = false
    void storage.store('lss_1', 'persistent').then(() => (stored = true))
    await vi.advanceTimersByTimeAsync(2000)
    expect(stored).toBe(true)
    expect(log.mock.calls).toEqual([['payloom link: the frame did not answer within 2000 ms (to store the login).']])
    expect(browser.local.value()).toBe('lss_1')
  })

  it('refuses to store a blank secret', async () => {
    const storage = makeLoginStorage(browserLike({}).strategies, vi.fn())
    await expect(storage.store('  ', 'persistent')).rejects.toThrow('payloom link: the login secret to store must be a non-blank string.')
  })

  it('reads back what it last stored, and otherwise the first value in order (property)', async () => {
    const value = fc.option(fc.constantFrom('lss_a', 'lss_b', ''), { nil: undefined })
    const lifetime = fc.constantFrom<LoginLifetime>('ephemeral', 'persistent')
    await fc.assert(fc.asyncProperty(fc.array(fc.tuple(value, lifetime), { minLength: 1, maxLength: 5 }), fc.option(fc.tuple(fc.constantFrom('lss_new'), lifetime), { nil: undefined }), async (stored, write) => {
      const strategies = stored.map(([held_, life], index) => held(`strategy ${index}`, life, { value: held_ }))
      const storage = makeLoginStorage(strategies.map(({ strategy }) => strategy), () => {})
      if (write !== undefined) {
        await storage.store(...write)
        const keeps = strategies.some(({ strategy }) => strategy.lifetime === write[1])
        expect(await storage.read()).toEqual(keeps ? { secret: write[0], lifetime: write[1] } : undefined)
      } else {
        const first = stored.findIndex(([held_]) => held_ !== undefined && held_ !== '')
        expect(await storage.read()).toEqual(first === -1 ? undefined : { secret: stored[first]![0], lifetime: stored[first]![1] })
      }
    }))
  })
})
