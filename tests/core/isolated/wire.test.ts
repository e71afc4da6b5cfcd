import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Json } from '../../../core/elements/messages.ts'
import { isJson } from '../../../core/elements/postMessageBus.ts'
import { fromWire, isReference, toWire, type Reference } from '../../../core/isolated/wire.ts'

const json: fc.Arbitrary<Json> = fc.jsonValue({ noUnicodeString: false }).map((value) => JSON.parse(JSON.stringify(value)) as Json)

describe('values crossing between the page and the controller frame', () => {
  it('carries any JSON unchanged, both ways', () => {
    fc.assert(fc.property(json, (value) => {
      const wire = toWire(value, () => undefined)
      expect(isJson(wire)).toBe(true)
      expect(fromWire(wire, () => { throw new Error('no reference') })).toEqual(value)
    }), { numRuns: 300 })
  })

  it('sends handles and callbacks as references and turns them back into the other side\'s objects, wherever they sit', () => {
    const handles = [{ name: 'group' }, { name: 'element' }, () => 'callback'] as const
    const references: ReadonlyArray<Reference> = [{ $payloom: 'elements', id: 'g1' }, { $payloom: 'element', id: 'e2' }, { $payloom: 'callback', id: 'c3' }]
    const refer = (value: unknown): Reference | undefined => { const index = handles.indexOf(value as never); return index === -1 ? undefined : references[index] }
    const withHandles = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, json, fc.constantFrom(...handles), fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 4 })),
    })).value
    fc.assert(fc.property(withHandles, (value) => {
      const wire = toWire(value, refer)
      expect(isJson(wire)).toBe(true)
      const back = fromWire(wire, (reference) => handles[references.findIndex((known) => known.id === reference.id)])
      expect(back).toEqual(value)
    }), { numRuns: 300 })
  })

  it('refuses what JSON cannot carry, naming it, instead of dropping it', () => {
    expect(() => toWire({ at: new Date(0) }, () => undefined)).toThrow('cannot be sent to the payment frames')
    expect(() => toWire([() => 1], () => undefined)).toThrow('a function cannot be sent')
    expect(() => toWire({ amount: Number.NaN }, () => undefined)).toThrow('cannot be sent')
    expect(() => toWire(new Map(), () => undefined)).toThrow('cannot be sent')
    // An undefined option is an option not given, as JSON.stringify says.
    expect(toWire({ a: undefined, b: 1 }, () => undefined)).toEqual({ b: 1 })
  })

  it('reads a reference only in its exact shape', () => {
    expect(isReference({ $payloom: 'element', id: 'e1' })).toBe(true)
    expect(isReference({ $payloom: 'script', id: 'e1' })).toBe(false)
    expect(isReference({ $payloom: 'element', id: 1 })).toBe(false)
    expect(isReference(['element', 'e1'])).toBe(false)
  })
})
