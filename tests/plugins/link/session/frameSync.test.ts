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
  type SessionCaches,
  type SessionStore,
} from '../../../../plugins/link/session/index.ts'
import { memoryFrame, settle, type MemoryFrame } from './memoryFrames.ts'

const sharedId = 'shared_1'
const marker = { [sharedIdKey]: sessionSyncChannel(sharedId) }
const providerOrigin = 'https://js.payloom.test'
const walletOrigin = 'https://link.payloom.test'
const allowedOrigins = [providerOrigin, walletOrigin]
const jenny: ConsumerCredentials = { consumerSessionClientSecret: 'cscs_jenny', consumerPublishableKey: 'pk_consumer', emailAddress: 'jenny@example.com' }
const sam: ConsumerCredentials = { consumerSessionClientSecret: 'cscs_sam', consumerPublishableKey: 'pk_consumer', emailAddress: 'sam@example.com' }
const store = (credentials: ConsumerCredentials, activate = false) => ({ _tag: 'storeCredentials', credentials, activate })
const withJenny = (): SessionCaches => Result.getOrThrow(makeSessionStore().dispatch(store(jenny, true)))

/** Everything a test opened, closed after it (an open MessagePort keeps Node running). */
const opened: Array<() => void> = []

/** The kinds of the frame-sync window messages a frame heard (sync requests: the rest goes over ports). */
const windowKinds = (frame: MemoryFrame): ReadonlyArray<string> =>
  frame.heard.flatMap(({ data }) => ((data as Record<string, unknown>)[sharedIdKey] === sessionSyncChannel(sharedId) ? [String((data as { kind: unknown }).kind)] : []))

interface Running {
  readonly frame: MemoryFrame
  readonly store: SessionStore
  readonly log: ReturnType<typeof vi.fn>
}

const source = (frame = memoryFrame(providerOrigin), caches = emptySessionCaches): Running => {
  const log = vi.fn()
  const store_ = makeSessionStore(caches)
  opened.push(startSyncSource({ sharedId, store: store_, transport: frame.transport, allowedOrigins, log }).close)
  return { frame, store: store_, log }
}

const follower = (of: MemoryFrame, origin = walletOrigin): Running => {
  const frame = memoryFrame(origin)
  const log = vi.fn()
  const store_ = makeSessionStore()
  opened.push(startSyncFollower({ sharedId, store: store_, transport: frame.transport, log, source: frame.windowOf(of), sourceOrigin: of.origin }).close)
  return { frame, store: store_, log }
}

/** A port whose messages are recorded. */
const recorded = (port: MessagePort) => {
  const got: Array<Record<string, unknown>> = []
  port.onmessage = (event) => got.push(event.data as Record<string, unknown>)
  opened.push(() => port.close())
  return { got, send: (message: object) => port.postMessage({ ...marker, ...message }) }
}

/** The test as a follower of `of`: its own sync request, its end of the channel. */
const handFollower = (of: MemoryFrame, origin = walletOrigin) => {
  const channel = new MessageChannel()
  memoryFrame(origin).windowOf(of).postMessage({ ...marker, kind: 'syncRequest' }, of.origin, [channel.port2])
  return recorded(channel.port1)
}

/** The test as the source at `frame`: it answers the first sync request with `caches` and records that follower's channel. */
const handSource = (frame: MemoryFrame, caches: SessionCaches = emptySessionCaches) => {
  let channel: ReturnType<typeof recorded> | undefined
  frame.transport.listen((event) => {
    if (channel !== undefined || event.ports[0] === undefined) return
    channel = recorded(event.ports[0])
    channel.send({ kind: 'syncState', caches })
  })
  return () => channel!
}

describe('frame sync of the shared session cache (wallet.md §4 "Frame sync", §5)', () => {
  beforeEach(() => {
    // The sync request's retry is on the fake clock; messages travel on the real event loop (MessagePorts do).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  })
  afterEach(() => {
    opened.splice(0).forEach((close) => close())
    vi.useRealTimers()
  })

  it('answers a follower\'s sync request with the source\'s caches', async () => {
    const main = source(undefined, withJenny())
    const modal = follower(main.frame)
    await settle()
    expect(modal.store.caches()).toEqual(main.store.caches())
    expect(activeCredentials(modal.store.caches())).toEqual(jenny)
    expect(windowKinds(main.frame)).toEqual(['syncRequest'])
    expect([...main.log.mock.calls, ...modal.log.mock.calls]).toEqual([])
  })

  it('relays a follower\'s action through the source to every follower', async () => {
    const main = source()
    const modal = follower(main.frame)
    const element = follower(main.frame, providerOrigin)
    await settle()
    expect(Result.isSuccess(modal.store.dispatch(store(jenny, true)))).toBe(true)
    await settle()
    for (const copy of [main, element]) expect(activeCredentials(copy.store.caches())).toEqual(jenny)
    // And the source's own actions reach every follower.
    main.store.dispatch({ _tag: 'clearAllCredentials' })
    await settle()
    for (const copy of [modal, element]) expect(copy.store.caches()).toEqual(emptySessionCaches)
  })

  it('relays in the source\'s order, to the sender marked as its own', async () => {
    const main = source()
    const first = handFollower(main.frame)
    const second = handFollower(main.frame)
    await settle()
    first.send({ kind: 'action', action: store(jenny) })
    await settle()
    main.store.dispatch(store(sam))
    await settle()
    expect(first.got.map(({ kind, own }) => ({ kind, own }))).toEqual([{ kind: 'syncState', own: undefined }, { kind: 'action', own: true }, { kind: 'action', own: false }])
    expect(second.got.map(({ kind, own }) => ({ kind, own }))).toEqual([{ kind: 'syncState', own: undefined }, { kind: 'action', own: false }, { kind: 'action', own: false }])
    expect(second.got.map(({ action }) => action)).toEqual([undefined, store(jenny), store(sam)])
  })

  it('applies the source\'s order when frames act at once', async () => {
    const main = source()
    const modal = follower(main.frame)
    await settle()
    // The modal stores Jenny as the source clears everything: the source clears first, then stores.
    modal.store.dispatch(store(jenny, true))
    main.store.dispatch({ _tag: 'clearAllCredentials' })
    expect(activeCredentials(modal.store.caches())).toEqual(jenny)
    await settle()
    expect(activeCredentials(main.store.caches())).toEqual(jenny)
    expect(modal.store.caches()).toEqual(main.store.caches())
    // The other way round: the modal's clear reaches the source after its own store, so nothing is left.
    main.store.dispatch(store(sam, true))
    modal.store.dispatch({ _tag: 'clearAllCredentials' })
    await settle()
    expect(main.store.caches()).toEqual(emptySessionCaches)
    expect(modal.store.caches()).toEqual(emptySessionCaches)
  })

  it('sends nothing for an action that failed where it was dispatched', async () => {
    const main = source()
    const modal = follower(main.frame)
    await settle()
    const failed = modal.store.dispatch({ _tag: 'activateSession', emailAddress: 'nobody@example.com' })
    expect(Result.isFailure(failed) && failed.failure.code).toBe('LJS003')
    await settle()
    expect(main.log).not.toHaveBeenCalled()
  })

  it('tells the sender of an action that does not apply at the source, and no one else', async () => {
    const main = source()
    const sender = handFollower(main.frame)
    const other = handFollower(main.frame)
    await settle()
    sender.send({ kind: 'action', action: { _tag: 'updateEmail', emailAddress: 'jenny@example.com' } })
    sender.send({ kind: 'action', action: { _tag: 'storeCredentials', credentials: { emailAddress: 'jenny' } } })
    await settle()
    expect(sender.got.slice(1).map(({ kind, own }) => ({ kind, own }))).toEqual([{ kind: 'action', own: true }, { kind: 'action', own: true }])
    expect(other.got.map(({ kind }) => kind)).toEqual(['syncState'])
    expect(main.log.mock.calls.map(([line]) => line)).toEqual([
      'payloom link sync source: a follower\'s action did not apply: LJS004 Missing active consumer session to move to jenny@example.com.',
      expect.stringMatching(/^payloom link sync source: a follower's action did not apply: LJS007 Invalid params or context for action: .*consumerSessionClientSecret/s),
    ])
  })

  it('asks again every 100 ms, each time with a new channel, until the source listens; replays what it did meanwhile on the source\'s caches', async () => {
    const sourceFrame = memoryFrame(providerOrigin)
    const modal = follower(sourceFrame)
    modal.store.dispatch(store(sam, true))
    await vi.advanceTimersByTimeAsync(250)
    await settle()
    expect(windowKinds(sourceFrame)).toEqual(['syncRequest', 'syncRequest', 'syncRequest'])
    expect(new Set(sourceFrame.heard.map(({ ports }) => ports[0])).size).toBe(3)
    const main = source(sourceFrame, withJenny())
    await vi.advanceTimersByTimeAsync(100)
    await settle()
    expect(main.store.caches().credentials.byEmailKey).toEqual({ 'jenny@example*com': jenny, 'sam@example*com': sam })
    expect(modal.store.caches()).toEqual(main.store.caches())
    expect(activeCredentials(main.store.caches())).toEqual(sam)
    // Answered: it stops asking.
    await vi.advanceTimersByTimeAsync(1000)
    await settle()
    expect(windowKinds(sourceFrame)).toHaveLength(4)
  })

  it('refuses a sync request from an origin off the list, or without a source, reporting "Invalid shared session origin"', async () => {
    const main = source(undefined, withJenny())
    const stranger = handFollower(main.frame, 'https://merchant.example')
    main.frame.receiveWithoutSource({ ...marker, kind: 'syncRequest' }, walletOrigin)
    await settle()
    expect(stranger.got).toEqual([])
    expect(main.log.mock.calls).toEqual([
      ['payloom link sync source: Invalid shared session origin (origin, https://merchant.example).'],
      ['payloom link sync source: Invalid shared session origin (no_source, https://link.payloom.test).'],
    ])
  })

  it('ignores, silently, messages without this session\'s marker, and reports malformed ones', async () => {
    const main = source()
    const modal = memoryFrame(walletOrigin).windowOf(main.frame)
    const channel = new MessageChannel()
    opened.push(() => channel.port1.close())
    modal.postMessage({ kind: 'syncRequest' }, providerOrigin, [channel.port2])
    modal.postMessage({ [sharedIdKey]: sessionSyncChannel('another_instance'), kind: 'syncRequest' }, providerOrigin)
    modal.postMessage({ [sharedIdKey]: sharedId, kind: 'syncRequest' }, providerOrigin)
    modal.postMessage({ ...marker, kind: 'syncRequest' }, providerOrigin)
    modal.postMessage({ ...marker, kind: 'action', action: store(jenny) }, providerOrigin)
    const follower_ = handFollower(main.frame)
    await settle()
    follower_.send({ kind: 'dance' })
    follower_.send({ kind: 'syncState', caches: emptySessionCaches })
    await settle()
    expect(main.store.caches()).toEqual(emptySessionCaches)
    expect(main.log.mock.calls).toEqual([
      ['payloom link sync source: ignored a message from https://link.payloom.test that is not a sync request with its channel.'],
      ['payloom link sync source: ignored a message from https://link.payloom.test that is not a sync request with its channel.'],
      ['payloom link sync source: ignored a malformed sync message.'],
      ['payloom link sync source: ignored a syncState on a follower\'s channel.'],
    ])
  })

  it('shuts out every frame once forgeries have spent the origin budget', async () => {
    const main = source()
    const stranger = memoryFrame('https://merchant.example').windowOf(main.frame)
    // 5000, 1666, 555, 185, 61, 20, 10, then one less each: a few dozen forgeries close the channel.
    for (let i = 0; i < 20; i++) stranger.postMessage({ ...marker, kind: 'syncRequest' }, providerOrigin)
    await settle()
    const modal = handFollower(main.frame)
    await settle()
    expect(modal.got).toEqual([])
    expect(main.log).toHaveBeenLastCalledWith('payloom link sync source: Invalid shared session origin (exhausted, https://link.payloom.test).')
  })

  it('a follower sends the end-sync on page hide, and then stands alone', async () => {
    const sourceFrame = memoryFrame(providerOrigin)
    const channel = handSource(sourceFrame, withJenny())
    const modal = follower(sourceFrame)
    await settle()
    expect(activeCredentials(modal.store.caches())).toEqual(jenny)
    modal.frame.hide()
    await settle()
    modal.store.dispatch(store(sam))
    await settle()
    expect(channel().got.map(({ kind }) => kind)).toEqual(['endSync'])
  })

  it('the source forgets a follower that ended its sync', async () => {
    const main = source()
    const modal = handFollower(main.frame)
    const element = follower(main.frame, providerOrigin)
    await settle()
    modal.send({ kind: 'endSync' })
    await settle()
    main.store.dispatch(store(jenny, true))
    await settle()
    expect(modal.got.map(({ kind }) => kind)).toEqual(['syncState'])
    expect(element.store.caches()).toEqual(main.store.caches())
  })

  it('the source sends the end-sync on page hide: its followers stand alone', async () => {
    const main = source()
    const modal = handFollower(main.frame)
    const element = follower(main.frame, providerOrigin)
    await settle()
    main.frame.hide()
    await settle()
    expect(modal.got.map(({ kind }) => kind)).toEqual(['syncState', 'endSync'])
    element.store.dispatch(store(jenny))
    await settle()
    expect(main.store.caches()).toEqual(emptySessionCaches)
    // A source the follower does not know any more: it hears nothing from it.
    const next = handSource(main.frame)
    await vi.advanceTimersByTimeAsync(300)
    await settle()
    expect(windowKinds(main.frame)).toEqual(['syncRequest', 'syncRequest'])
    void next
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
    await fc.assert(fc.asyncProperty(fc.array(fc.tuple(fc.nat({ max: 2 }), action, fc.boolean()), { minLength: 2, maxLength: 12 }), async (steps) => {
      const main = source()
      const copies = [main, follower(main.frame), follower(main.frame, providerOrigin)]
      await settle()
      for (const [at, next, wait] of steps) {
        copies[at]!.store.dispatch(next)
        if (wait) await settle(3)
      }
      await settle()
      for (const copy of copies) expect(copy.store.caches()).toEqual(main.store.caches())
      opened.splice(0).forEach((close) => close())
    }), { numRuns: 60 })
  }, 30_000)
})
