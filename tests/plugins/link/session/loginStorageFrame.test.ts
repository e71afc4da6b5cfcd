import { sharedIdKey } from 'payloom'
import { describe, expect, it, vi } from 'vitest'
import { loginStorageFrameUrl, makeLoginStorage, type LoginStrategy } from '../../../../plugins/link/session/index.ts'
import { loginStorageChannel, readLoginFrameQuery } from '../../../../plugins/link/session/loginFrameProtocol.ts'
import { serveLoginStorage } from '../../../../plugins/link/session/loginStorageFrame.ts'
import { memoryFrame, settle } from './memoryFrames.ts'

const providerOrigin = 'https://js.payloom.test'
const merchantOrigin = 'https://shop.example'
const publishableKey = 'pk_test_123'

/** The frame's own storage: one persistent strategy in memory. */
const frameStorage = () => {
  let value: string | undefined
  const strategy: LoginStrategy = {
    name: 'local storage',
    lifetime: 'persistent',
    get: async () => value,
    set: async (secret) => void (value = secret),
    clear: async () => void (value = undefined),
  }
  return { storage: makeLoginStorage([strategy], () => {}), value: () => value }
}

const setUp = () => {
  const frame = memoryFrame(providerOrigin)
  const kept = frameStorage()
  const log = vi.fn()
  serveLoginStorage({ self: frame.self as Window, publishableKey, walletOrigin: providerOrigin, storage: kept.storage, log })
  /** A window at `origin` that sends the frame requests and records the answers it gets. */
  const pageAt = (origin: string) => {
    const page = memoryFrame(origin)
    const toFrame = page.windowOf(frame)
    let id = 0
    return {
      send: (request: object, channel = loginStorageChannel(publishableKey)) => toFrame.postMessage({ [sharedIdKey]: channel, id: ++id, ...request }, providerOrigin),
      answers: () => page.heard.map(({ data, origin: from }) => ({ from, data })),
    }
  }
  return { frame, kept, log, pageAt }
}

const flush = () => settle()
const answer = (id: number, secret: string | null) => ({ from: providerOrigin, data: { [sharedIdKey]: `login-storage:${publishableKey}`, kind: 'answer', id, secret } })

describe('the login-storage frame (wallet.md §4 "Login storage")', () => {
  it('is addressed on the provider origin with the publishable key and the cookie flag, which it reads back', () => {
    const url = loginStorageFrameUrl(providerOrigin, publishableKey, true)
    expect(url).toBe('https://js.payloom.test/frames/login-storage.html?key=pk_test_123&cookie=1')
    expect(readLoginFrameQuery(new URL(url).search)).toEqual({ publishableKey, cookie: true })
    expect(readLoginFrameQuery('?key=pk_test_123&cookie=0')).toEqual({ publishableKey, cookie: false })
    expect(readLoginFrameQuery('?cookie=1')).toBeUndefined()
    expect(readLoginFrameQuery('?key=../../etc')).toBeUndefined()
    expect(() => loginStorageFrameUrl(providerOrigin, 'sk_test_1', false)).toThrow('payloom link: login storage is keyed by a publishable key (pk_test_... or pk_live_...), got "sk_test_1".')
  })

  it('gets, sets and clears the login for the wallet app\'s origin, answering each request', async () => {
    const { kept, pageAt, log } = setUp()
    const wallet = pageAt(providerOrigin)
    wallet.send({ kind: 'get' })
    await flush()
    wallet.send({ kind: 'set', secret: 'lss_1' })
    await flush()
    expect(kept.value()).toBe('lss_1')
    wallet.send({ kind: 'get' })
    await flush()
    wallet.send({ kind: 'clear' })
    await flush()
    wallet.send({ kind: 'get' })
    await flush()
    expect(wallet.answers()).toEqual([answer(1, null), answer(2, null), answer(3, 'lss_1'), answer(4, null), answer(5, null)])
    expect(kept.value()).toBeUndefined()
    expect(log).not.toHaveBeenCalled()
  })

  it('refuses set, clear and get from any other origin, answering nothing', async () => {
    const { kept, pageAt, log } = setUp()
    pageAt(providerOrigin).send({ kind: 'set', secret: 'lss_shopper' })
    await flush()
    const merchant = pageAt(merchantOrigin)
    merchant.send({ kind: 'set', secret: 'lss_forged' })
    merchant.send({ kind: 'clear' })
    merchant.send({ kind: 'get' })
    await flush()
    expect(kept.value()).toBe('lss_shopper')
    expect(merchant.answers()).toEqual([])
    expect(log.mock.calls).toEqual(['set', 'clear', 'get'].map((kind) => [
      `payloom login storage: refused a ${kind} from https://shop.example: Invalid shared session origin (origin); only https://js.payloom.test may use it.`,
    ]))
  })

  it('ignores other keys\' traffic, and reports malformed requests', async () => {
    const { kept, pageAt, log } = setUp()
    const wallet = pageAt(providerOrigin)
    wallet.send({ kind: 'set', secret: 'lss_other_key' }, loginStorageChannel('pk_test_other'))
    wallet.send({ kind: 'set', secret: '  ' })
    wallet.send({ kind: 'drop' })
    await flush()
    expect(kept.value()).toBeUndefined()
    expect(wallet.answers()).toEqual([])
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/^payloom login storage: ignored a malformed set: .*Expected a non-blank secret/s),
      expect.stringMatching(/^payloom login storage: ignored a malformed drop: /),
    ])
  })
})
