import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addFrame,
  emptyFrameRegistry,
  FrameType,
  framesInGroup,
  markLoaded,
  markUnloaded,
  removeFrame,
  sendToFrame,
  type FrameRegistry,
  type FrameSpec,
} from '../../../core/elements/frameRegistry.ts'

const payment: FrameSpec = { id: 'payment-1', groupId: 'g1', type: FrameType.payment, elementName: 'payment' }
const shipping: FrameSpec = { id: 'address-1', groupId: 'g1', type: FrameType.shippingAddress, elementName: 'address' }
const other: FrameSpec = { id: 'card-1', groupId: 'g2', type: FrameType.card, elementName: 'card' }

const withFrames = (...specs: ReadonlyArray<FrameSpec>): FrameRegistry<string> => specs.reduce(addFrame, emptyFrameRegistry<string>())

describe('the frame registry', () => {
  it('adds a frame on create, not loaded, grouped by its group id', () => {
    const registry = withFrames(payment, shipping, other)
    expect(registry.get('payment-1')).toEqual({ ...payment, loaded: false, queue: [] })
    expect(framesInGroup(registry, 'g1').map((frame) => frame.id)).toEqual(['payment-1', 'address-1'])
    expect(framesInGroup(registry, 'g2').map((frame) => frame.type)).toEqual(['card'])
    expect(framesInGroup(registry, 'g3')).toEqual([])
  })

  it('queues messages until the frame loads, then delivers init first and the queue in order', () => {
    let registry = withFrames(payment)
    for (const message of ['a', 'b']) {
      const step = sendToFrame(registry, 'payment-1', message)
      expect(step.deliver).toEqual([])
      registry = step.registry
    }
    expect(registry.get('payment-1')?.queue).toEqual(['a', 'b'])
    const loaded = markLoaded(registry, 'payment-1', 'init')
    expect(loaded.deliver).toEqual(['init', 'a', 'b'])
    expect(loaded.registry.get('payment-1')).toMatchObject({ loaded: true, queue: [] })
    expect(sendToFrame(loaded.registry, 'payment-1', 'c')).toEqual({ registry: loaded.registry, deliver: ['c'] })
    expect(markLoaded(loaded.registry, 'payment-1', 'init').deliver).toEqual([])
  })

  it('queues again after unload, and re-sends init on the next load', () => {
    const loaded = markLoaded(withFrames(payment), 'payment-1', 'init').registry
    const unloaded = markUnloaded(loaded, 'payment-1')
    expect(unloaded.get('payment-1')?.loaded).toBe(false)
    const queued = sendToFrame(unloaded, 'payment-1', 'x')
    expect(queued.deliver).toEqual([])
    expect(markLoaded(queued.registry, 'payment-1', 'init').deliver).toEqual(['init', 'x'])
  })

  it('removes a frame on destroy, with its queue, and delivers nothing to unknown frames', () => {
    const queued = sendToFrame(withFrames(payment, shipping), 'payment-1', 'lost').registry
    const removed = removeFrame(queued, 'payment-1')
    expect(removed.has('payment-1')).toBe(false)
    expect(framesInGroup(removed, 'g1').map((frame) => frame.id)).toEqual(['address-1'])
    expect(sendToFrame(removed, 'payment-1', 'late')).toEqual({ registry: removed, deliver: [] })
    expect(markLoaded(removed, 'payment-1', 'init')).toEqual({ registry: removed, deliver: [] })
    expect(markUnloaded(removed, 'payment-1')).toBe(removed)
    expect(removeFrame(removed, 'payment-1')).toBe(removed)
  })

  it('never changes the registry it is given', () => {
    const registry = withFrames(payment)
    sendToFrame(registry, 'payment-1', 'a')
    markLoaded(registry, 'payment-1', 'init')
    removeFrame(registry, 'payment-1')
    expect(registry.get('payment-1')).toEqual({ ...payment, loaded: false, queue: [] })
  })

  it('delivers every message exactly once, in order, whenever the frame loads', () => {
    type Event = { readonly op: 'send'; readonly message: number } | { readonly op: 'load' } | { readonly op: 'unload' }
    const event: fc.Arbitrary<Event> = fc.oneof(
      fc.nat().map((message) => ({ op: 'send', message }) as const),
      fc.constant({ op: 'load' } as const),
      fc.constant({ op: 'unload' } as const),
    )
    fc.assert(fc.property(fc.array(event, { maxLength: 60 }), (events) => {
      let registry = addFrame(emptyFrameRegistry<number | 'init'>(), payment)
      const delivered: Array<number | 'init'> = []
      let loaded = false
      for (const step of events) {
        if (step.op === 'send') {
          const sent = sendToFrame(registry, payment.id, step.message)
          registry = sent.registry
          delivered.push(...sent.deliver)
        } else if (step.op === 'load') {
          const sent = markLoaded(registry, payment.id, 'init')
          registry = sent.registry
          if (!loaded) expect(sent.deliver[0]).toBe('init')
          delivered.push(...sent.deliver)
          loaded = true
        } else {
          registry = markUnloaded(registry, payment.id)
          loaded = false
        }
      }
      const sentMessages = events.flatMap((step) => (step.op === 'send' ? [step.message] : []))
      const flushed = [...delivered.filter((message) => message !== 'init'), ...(registry.get(payment.id)?.queue ?? [])]
      expect(flushed).toEqual(sentMessages)
      expect(registry.get(payment.id)?.loaded).toBe(loaded)
    }))
  })
})
