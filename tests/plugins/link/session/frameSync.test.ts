import * as Result from 'effect/Result'
import fc from 'fast-check'
import { sharedIdKey } from 'payloom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  activeCredentials,
  emptySessionCaches,
  makeSessionStore,
  sessionSyncChannel,
  startSyncFollower,
  startSyncSource,
  type ConsumerCredentials,
  type SessionStore,
} from '../../../../plugins/link/session/index.ts'
import { memoryFrame, type MemoryFrame } from './memoryFrames.ts'

const sharedId = 'shared_1'
const providerOrigin = 'https://js.payloom.test'
const walletOrigin = 'https://link.payloom.test'
const allowedOrigins = [providerOrigin, walletOrigin]
const jenny: ConsumerCredentials = { consumerSessionClientSecret: 'cscs_jenny', consumerPublishableKey: 'pk_consumer', emailAddress: 'jenny@example.com' }
const sam: ConsumerCredentials = { consumerSessionClientSecret: 'cscs_sam', consumerPublishableKey: 'pk_consumer', emailAddress: 'sam@example.com' }
const store = (credentials: ConsumerCredentials, activate = false) => ({ _tag: 'storeCredentials', credentials, activate })

/** Lets every posted message arrive (each hop is a task on the fake clock). */
const flush = () => vi.advanceTimersByTimeAsync(5)

/** The frame-sync messages a frame heard, by kind. */
const syncKinds = (frame: MemoryFrame): ReadonlyArray<string> =>
  frame.heard.flatMap(({ data }) => (typeof data === 'object' && data !== null && (data as Record<string, unknown>)[sharedIdKey] === sessionSyncChannel(sharedId) ? [String((data as { kind: unknown }).kind)] : []))

interface Running {
  readonly frame: MemoryFrame
  readonly store: SessionStore
  readonly log: ReturnType<typeof vi.fn>
  readonly close: () => void
}

const source = (frame = memoryFrame(providerOrigin), caches = emptySessionCaches): Running => {
  const log = vi.fn()
  const store_ = makeSessionStore(caches)
  const { close } = startSyncSource({ sharedId, store: store_, transport: frame.transport, allowedOrigins, log })
  return { frame, store: store_, log, close }
}

const follower = (of: Running | MemoryFrame, origin = walletOrigin): Running => {
  const frame = memoryFrame(origin)
  const log = vi.fn()
  const store_ = makeSessionStore()
  const sourceFrame = 'frame' in of ? of.frame : of
  const { close } = startSyncFollower({ sharedId, store: store_, transport: frame.transport, allowedOrigins, log, source: frame.windowOf(sourceFrame), sourceOrigin: sourceFrame.origin })
  return { frame, store: store_, log, close }
}

describe('frame sync of the shared session cache (wallet.md §4 "Frame sync", §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers a follower\'s sync request with the source\'s caches', async () => {
    const main = source(undefined, Result.getOrThrow(makeSessionStore().dispatch(store(jenny, true))))
    const modal = follower(main)
    await flush()
    expect(modal.store.caches()).toEqual(main.store.caches())
    expect(activeCredentials(modal.store.caches())).toEqual(jenny)
    expect(syncKinds(main.frame)).toEqual(['syncRequest'])
    expect(syncKinds(modal.frame)).toEqual(['syncState'])
    expect([main.log, modal.log].flatMap((log) => log.mock.calls)).toEqual([])
  })

  it('relays a follower\'s action through the source to every follower, the sender\'s marked as its own', async () => {
    const main = source(memoryFrame(providerOrigin))
    const modal = follower(main)
    const element = follower(main, providerOrigin)
    await flush()
    expect(Result.isSuccess(modal.store.dispatch(store(jenny, true)))).toBe(true)
    await flush()
    for (const copy of [main, element]) expect(activeCredentials(copy.store.caches())).toEqual(jenny)
    const relayed = (frame: MemoryFrame) => frame.heard.filter(({ data }) => (data as { kind?: unknown }).kind === 'action').map(({ data }) => (data as { own: boolean }).own)
    expect(relayed(modal.frame)).toEqual([true])
    expect(relayed(element.frame)).toEqual([false])
    // And the source's own actions reach every follower.
    main.store.dispatch({ _tag: 'clearAllCredentials' })
    await flush()
    for (const copy of [modal, element]) expect(copy.store.caches()).toEqual(emptySessionCaches)
  })

  it('applies the source\'s order when frames act at once', async () => {
    const main = source()
    const modal = follower(main)
    await flush()
    // The modal stores Jenny as the source clears everything: the source clears first, then stores.
    modal.store.dispatch(store(jenny, true))
    main.store.dispatch({ _tag: 'clearAllCredentials' })
    expect(activeCredentials(modal.store.caches())).toEqual(jenny)
    await flush()
    expect(activeCredentials(main.store.caches())).toEqual(jenny)
    expect(modal.store.caches()).toEqual(main.store.caches())
    // The other way round: the modal's clear reaches the source after its own store, so nothing is left.
    main.store.dispatch(store(sam, true))
    modal.store.dispatch({ _tag: 'clearAllCredentials' })
    await flush()
    expect(main.store.caches()).toEqual(emptySessionCaches)
    expect(modal.store.caches()).toEqual(emptySessionCaches)
  })

  it('sends nothing for an action that failed where it was dispatched', async () => {
    const main = source()
    const modal = follower(main)
    await flush()
    const failed = modal.store.dispatch({ _tag: 'activateSession', emailAddress: 'nobody@example.com' })
    expect(Result.isFailure(failed) && failed.failure.code).toBe('LJS003')
    await flush()
    expect(syncKinds(main.frame)).toEqual(['syncRequest'])
  })

  it('asks again every 100 ms until the source listens, and replays what it did meanwhile on the source\'s caches', async () => {
    const sourceFrame = memoryFrame(providerOrigin)
    const modal = follower(sourceFrame)
    modal.store.dispatch(store(sam, true))
    await vi.advanceTimersByTimeAsync(250)
    expect(syncKinds(sourceFrame).filter((kind) => kind === 'syncRequest')).toHaveLength(3)
    const main = source(sourceFrame, Result.getOrThrow(makeSessionStore().dispatch(store(jenny, true))))
    await vi.advanceTimersByTimeAsync(100)
    expect(main.store.caches().credentials.byEmailKey).toEqual({ 'jenny@example*com': jenny, 'sam@example*com': sam })
    expect(modal.store.caches()).toEqual(main.store.caches())
    expect(activeCredentials(main.store.caches())).toEqual(sam)
    // Answered: it stops asking.
    const asked = syncKinds(sourceFrame).length
    await vi.advanceTimersByTimeAsync(1000)
    expect(syncKinds(sourceFrame)).toHaveLength(asked)
  })

  it('ignores a message from an origin off the list, reporting "Invalid shared session origin"', async () => {
    const main = source()
    const stranger = memoryFrame('https://merchant.example')
    stranger.windowOf(main.frame).postMessage({ [sharedIdKey]: sessionSyncChannel(sharedId), kind: 'action', action: store(jenny, true) }, providerOrigin)
    stranger.windowOf(main.frame).postMessage({ [sharedIdKey]: sessionSyncChannel(sharedId), kind: 'syncRequest' }, providerOrigin)
    main.frame.receiveWithoutSource({ [sharedIdKey]: sessionSyncChannel(sharedId), kind: 'syncRequest' }, walletOrigin)
    await flush()
    expect(main.store.caches()).toEqual(emptySessionCaches)
    expect(syncKinds(stranger)).toEqual([])
    expect(main.log.mock.calls).toEqual([
      ['payloom link sync source: Invalid shared session origin (origin, https://merchant.example).'],
      ['payloom link sync source: Invalid shared session origin (origin, https://merchant.example).'],
      ['payloom link sync source: Invalid shared session origin (no_source, https://link.payloom.test).'],
    ])
  })

  it('ignores, silently, messages without this session\'s marker, and reports malformed ones', async () => {
    const main = source()
    const modal = follower(main)
    await flush()
    const toMain = modal.frame.windowOf(main.frame)
    toMain.postMessage({ kind: 'action', action: store(jenny) }, providerOrigin)
    toMain.postMessage({ [sharedIdKey]: sessionSyncChannel('another_instance'), kind: 'action', action: store(jenny) }, providerOrigin)
    toMain.postMessage({ [sharedIdKey]: sharedId, kind: 'action', action: store(jenny) }, providerOrigin)
    toMain.postMessage({ [sharedIdKey]: sessionSyncChannel(sharedId), kind: 'dance' }, providerOrigin)
    toMain.postMessage({ [sharedIdKey]: sessionSyncChannel(sharedId), kind: 'action', action: { _tag: 'storeCredentials', credentials: { emailAddress: 'jenny' } } }, providerOrigin)
    await flush()
    expect(main.store.caches()).toEqual(emptySessionCaches)
    expect(main.log.mock.calls.map(([line]) => line)).toEqual([
      'payloom link sync source: ignored a malformed sync message from https://link.payloom.test.',
      expect.stringMatching(/^payloom link sync source: a follower's action did not apply: LJS007 Invalid params or context for action \(.*consumerSessionClientSecret/s),
    ])
  })

  it('takes no action from a frame that has not synced, and no caches from a follower', async () => {
    const main = source()
    const other = memoryFrame(walletOrigin)
    other.windowOf(main.frame).postMessage({ [sharedIdKey]: sessionSyncChannel(sharedId), kind: 'action', action: store(jenny) }, providerOrigin)
    other.windowOf(main.frame).postMessage({ [sharedIdKey]: sessionSyncChannel(sharedId), kind: 'syncState', caches: emptySessionCaches }, providerOrigin)
    await flush()
    expect(main.store.caches()).toEqual(emptySessionCaches)
    expect(main.log.mock.calls).toEqual([
      ['payloom link sync source: ignored an action from a frame at https://link.payloom.test that has not synced.'],
      ["payloom link sync source: ignored caches sent by a frame at https://link.payloom.test; the source's copy is the one followed."],
    ])
  })

  it('shuts out every frame once forgeries have spent the origin budget', async () => {
    const main = source()
    const stranger = memoryFrame('https://merchant.example')
    // 5000, 1666, 555, 185, 61, 20, 10, then one less each: a few dozen forgeries close the channel.
    for (let i = 0; i < 20; i++) stranger.windowOf(main.frame).postMessage({ [sharedIdKey]: sessionSyncChannel(sharedId), kind: 'syncRequest' }, providerOrigin)
    await flush()
    const modal = follower(main)
    await flush()
    expect(syncKinds(modal.frame)).toEqual([])
    expect(main.log).toHaveBeenLastCalledWith('payloom link sync source: Invalid shared session origin (exhausted, https://link.payloom.test).')
  })

  it('a follower ends the sync on page hide: the source stops relaying to it', async () => {
    const main = source()
    const modal = follower(main)
    const element = follower(main, providerOrigin)
    await flush()
    modal.frame.hide()
    await flush()
    expect(syncKinds(main.frame)).toEqual(['syncRequest', 'syncRequest', 'endSync'])
    main.store.dispatch(store(jenny, true))
    modal.store.dispatch(store(sam))
    await flush()
    expect(syncKinds(modal.frame)).toEqual(['syncState'])
    expect(modal.store.caches().credentials.byEmailKey).toEqual({ 'sam@example*com': sam })
    expect(main.store.caches().credentials.byEmailKey).toEqual({ 'jenny@example*com': jenny })
    expect(element.store.caches()).toEqual(main.store.caches())
  })

  it('the source ends the sync on page hide: every follower hears it and stands alone', async () => {
    const main = source()
    const modal = follower(main)
    const element = follower(main, providerOrigin)
    await flush()
    main.frame.hide()
    await flush()
    expect(syncKinds(modal.frame)).toEqual(['syncState', 'endSync'])
    expect(syncKinds(element.frame)).toEqual(['syncState', 'endSync'])
    modal.store.dispatch(store(jenny))
    await flush()
    expect(syncKinds(main.frame)).toEqual(['syncRequest', 'syncRequest'])
    expect(element.store.caches()).toEqual(emptySessionCaches)
  })

  it('keeps every copy equal to the source\'s, whichever frames dispatch (property)', async () => {
    const emails = fc.constantFrom('jenny@example.com', 'Jenny@Example.com', 'sam@example.com')
    const secret = fc.constantFrom('cscs_1', 'cscs_2', 'ascs_1')
    const action = fc.oneof(
      fc.record({ _tag: fc.constant('storeCredentials'), credentials: fc.record({ consumerSessionClientSecret: secret, consumerPublishableKey: fc.constant('pk_c'), emailAddress: emails }), activate: fc.boolean() }),
      fc.record({ _tag: fc.constant('updateConsumerSessionSecret'), emailAddress: emails, consumerSessionClientSecret: secret }),
      fc.record({ _tag: fc.constantFrom('updateEmail', 'activateSession'), emailAddress: emails }),
      fc.record({ _tag: fc.constant('setAuthSessionSecret'), secret: fc.record({ authSessionClientSecret: secret }) }),
      fc.constantFrom({ _tag: 'clearConsumerSecret' }, { _tag: 'clearAuthSessionSecret' }, { _tag: 'clearAllCredentials' }),
    )
    await fc.assert(fc.asyncProperty(fc.array(fc.tuple(fc.nat({ max: 2 }), action, fc.boolean()), { maxLength: 15 }), async (steps) => {
      const main = source()
      const copies = [main, follower(main), follower(main, providerOrigin)]
      await flush()
      for (const [at, next, wait] of steps) {
        copies[at]!.store.dispatch(next)
        if (wait) await flush()
      }
      await flush()
      for (const copy of copies) expect(copy.store.caches()).toEqual(main.store.caches())
    }))
  })
})
