import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeHashParams, encodeHashParams, envelope, pageChannelId, readEnvelope, receiveEnvelope } from '../../../core/isolated/protocol.ts'

const peer = { origin: 'https://js.payloom.test', window: { name: 'controller' } }
const event = (data: unknown, origin = peer.origin, source: unknown = peer.window) => ({ data, origin, source }) as unknown as MessageEvent

describe('the page channel protocol', () => {
  it('takes this instance\'s messages from its peer only, and reports each other marked message', () => {
    const ignored: string[] = []
    const note = (reason: string) => ignored.push(reason)
    const message = envelope(pageChannelId('s1'), { kind: 'ready' })
    expect(receiveEnvelope(event(message), pageChannelId('s1'), peer, note)).toEqual(message)
    expect(receiveEnvelope(event(message, 'https://evil.test'), pageChannelId('s1'), peer, note)).toBeUndefined()
    expect(receiveEnvelope(event(message, peer.origin, {}), pageChannelId('s1'), peer, note)).toBeUndefined()
    expect(receiveEnvelope(event({ ...message, kind: 7 }), pageChannelId('s1'), peer, note)).toBeUndefined()
    expect(ignored).toEqual(['a message from https://evil.test, not https://js.payloom.test', 'a message from a window that is not its peer', 'a malformed message'])
    // Other traffic (another instance, the element frames' bus, other scripts) is not ours to report.
    expect(receiveEnvelope(event(envelope('s1', { kind: 'ready' })), pageChannelId('s1'), peer, note)).toBeUndefined()
    expect(receiveEnvelope(event({ hello: 'world' }), pageChannelId('s1'), peer, note)).toBeUndefined()
    expect(ignored).toHaveLength(3)
  })

  it('takes this instance\'s messages from the controller\'s port (which vouches for its sender), and reports each other marked message', () => {
    const ignored: string[] = []
    const note = (reason: string) => ignored.push(reason)
    const message = envelope(pageChannelId('s1'), { kind: 'event', elementId: 'e1', event: 'change', payload: { complete: false } })
    expect(readEnvelope(message, pageChannelId('s1'), note)).toEqual(message)
    expect(readEnvelope({ ...message, kind: null }, pageChannelId('s1'), note)).toBeUndefined()
    expect(readEnvelope({ ...message, payload: { at: new Date(0) } }, pageChannelId('s1'), note)).toBeUndefined()
    expect(ignored).toEqual(['a malformed message', 'a malformed message'])
    expect(readEnvelope(envelope(pageChannelId('s2'), { kind: 'ready' }), pageChannelId('s1'), note)).toBeUndefined()
    expect(readEnvelope('ready', pageChannelId('s1'), note)).toBeUndefined()
    expect(ignored).toHaveLength(2)
  })

  it('never throws, whatever arrives', () => {
    fc.assert(fc.property(fc.anything(), fc.string(), fc.anything(), (data, origin, source) => {
      expect(() => readEnvelope(data, 'id', () => undefined)).not.toThrow()
      expect(() => receiveEnvelope(event(data, origin, source), 'id', peer, () => undefined)).not.toThrow()
      expect(() => receiveEnvelope(event({ payloomSharedId: 'id', ...(typeof data === 'object' ? data : { data }) }, origin, source), 'id', peer, () => undefined)).not.toThrow()
    }))
  })

  it('round-trips frame params through a URL hash, and reads anything else as nothing', () => {
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (params) => {
      const hash = new URL(`https://js.payloom.test/frames/element.html#${encodeHashParams(params)}`).hash.slice(1)
      expect(decodeHashParams(hash)).toEqual(JSON.parse(JSON.stringify(params)))
    }))
    expect(decodeHashParams('%E0%A4%A')).toBeUndefined()
    expect(decodeHashParams(encodeURIComponent('[1]'))).toBeUndefined()
    expect(decodeHashParams('not json')).toBeUndefined()
  })
})
