import fc from 'fast-check'
import { sharedIdKey } from 'payloom'
import { describe, expect, it, vi } from 'vitest'
import { funnelLogBody, serveLogger } from '../../../../plugins/link/logger/loggerFrame.ts'
import { entryOf, loggerChannel, loggerFrameUrl, loggerMessage, type FunnelEntry } from '../../../../plugins/link/logger/loggerProtocol.ts'
import { funnelStepOf } from '../../../../plugins/link/runtime/funnelLog.ts'
import { consumerError } from '../../../../plugins/link/wallet/errors.ts'
import type { WalletEvent } from '../../../../plugins/link/wallet/walletState.ts'
import { memoryFrame, settle } from '../session/memoryFrames.ts'

const providerOrigin = 'https://js.payloom.test'
const publishableKey = 'pk_test_123'

const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null))
const entry = fc.record({
  event: fc.array(fc.stringMatching(/^[a-z_]{1,12}$/), { minLength: 1, maxLength: 3 }).map((words) => `link.${words.join('.')}`),
  fields: fc.dictionary(fc.stringMatching(/^[a-z_]{1,12}$/), value),
})

describe("the logger frame's messages (wallet.md §2, §7)", () => {
  it('is addressed on the provider origin with the publishable key, on the key\'s channel', () => {
    expect(loggerFrameUrl(providerOrigin, publishableKey)).toBe('https://js.payloom.test/frames/link-logger.html?key=pk_test_123')
    expect(loggerMessage(publishableKey, { event: 'link.logout', fields: {} })).toEqual({ [sharedIdKey]: 'link-logger:pk_test_123', kind: 'log', entry: { event: 'link.logout', fields: {} } })
  })

  it('reads back every entry a message carries, and nothing else (property)', () => {
    fc.assert(fc.property(entry, (sent) => {
      expect(entryOf(loggerMessage(publishableKey, sent))).toEqual(sent)
    }))
    for (const data of [null, 'log', { kind: 'log' }, { kind: 'get', entry: { event: 'link.logout', fields: {} } }, { kind: 'log', entry: { event: 'lookup', fields: {} } },
      { kind: 'log', entry: { event: 'link.logout', fields: { Secret: 'x' } } }, { kind: 'log', entry: { event: 'link.logout', fields: { card: { number: '4242' } } } },
      { kind: 'log', entry: { event: 'link.logout', fields: { n: Number.NaN } } }, { kind: 'log', entry: { event: 'link.logout', fields: [] } }]) {
      expect(entryOf(data), JSON.stringify(data)).toBeUndefined()
    }
  })

  it('sends the form the provider takes: event and fields[name], a null field left out', () => {
    expect(funnelLogBody({ event: 'link.lookup.failed', fields: { code: 'api_error', exists: false, attempt: 2, source: null } }).toString())
      .toBe('event=link.lookup.failed&fields%5Bcode%5D=api_error&fields%5Bexists%5D=false&fields%5Battempt%5D=2')
  })
})

describe('the logger frame (frames/linkLogger.ts)', () => {
  const setUp = () => {
    const frame = memoryFrame(providerOrigin)
    const sent: FunnelEntry[] = []
    const log = vi.fn()
    serveLogger({ self: frame.self as Window, publishableKey, walletOrigin: providerOrigin, send: async (one) => void sent.push(one), log })
    const from = (origin: string) => {
      const page = memoryFrame(origin)
      return (data: object) => page.windowOf(frame).postMessage(data, providerOrigin)
    }
    return { sent, log, from }
  }

  it("sends on the wallet app's entries, refusing another origin's and what is not an entry", async () => {
    const { sent, log, from } = setUp()
    const lookup: FunnelEntry = { event: 'link.lookup.succeeded', fields: { exists: true, session_id: 'elements_session_1' } }
    from(providerOrigin)(loggerMessage(publishableKey, lookup))
    from('https://shop.example')(loggerMessage(publishableKey, { event: 'link.logout', fields: {} }))
    from(providerOrigin)({ [sharedIdKey]: loggerChannel(publishableKey), kind: 'log', entry: { event: 'DROP TABLE', fields: {} } })
    // Another key's channel is not this frame's business.
    from(providerOrigin)(loggerMessage('pk_test_other', lookup))
    await settle()
    expect(sent).toEqual([lookup])
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/^payloom link logger: refused a message from https:\/\/shop\.example: Invalid shared session origin .*only https:\/\/js\.payloom\.test may log\.$/),
      'payloom link logger: ignored a message that is not a log entry.',
    ])
  })

  it('says so when an entry could not be sent', async () => {
    const frame = memoryFrame(providerOrigin)
    const log = vi.fn()
    serveLogger({ self: frame.self as Window, publishableKey, walletOrigin: providerOrigin, send: () => Promise.reject(new Error('the provider answered 500')), log })
    memoryFrame(providerOrigin).windowOf(frame).postMessage(loggerMessage(publishableKey, { event: 'link.logout', fields: {} }), providerOrigin)
    await settle()
    expect(log).toHaveBeenCalledWith('payloom link logger: could not send link.logout: the provider answered 500')
  })
})

describe('the funnel steps of the wallet (funnelStepOf)', () => {
  const failure = consumerError({ type: 'api_error', message: 'down', status: 500 })
  it('logs the lookup, the verification, a stored login and the logout, with facts and never who the shopper is', () => {
    const steps: ReadonlyArray<readonly [WalletEvent, FunnelEntry | undefined]> = [
      [{ _tag: 'lookupStarted', recognition: 'EMAIL', emailSource: 'user_input' }, { event: 'link.lookup.started', fields: { recognition: 'EMAIL', email_source: 'user_input' } }],
      [{ _tag: 'lookupFailed', error: failure }, { event: 'link.lookup.failed', fields: { code: 'api_error' } }],
      [{ _tag: 'verificationStarted', type: 'SMS' }, { event: 'link.verification.started', fields: { type: 'SMS' } }],
      [{ _tag: 'verificationStartFailed', type: 'EMAIL', error: failure }, { event: 'link.verification.start_failed', fields: { type: 'EMAIL', code: 'api_error' } }],
      [{ _tag: 'verificationFailed', type: 'SMS', error: failure }, { event: 'link.verification.failed', fields: { type: 'SMS', code: 'api_error' } }],
      [{ _tag: 'loggedOut' }, { event: 'link.logout', fields: {} }],
      [{ _tag: 'authenticated', at: 0 }, undefined],
      [{ _tag: 'requestStarted', operation: 'listPaymentDetails' }, undefined],
    ]
    for (const [event, step] of steps) {
      expect(funnelStepOf(event), event._tag).toEqual(step)
      // What the wallet logs is what the frame takes.
      if (step !== undefined) expect(entryOf(loggerMessage(publishableKey, step))).toEqual(step)
    }
  })
})
