import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deviceSignals, sealedResult, type DeviceView } from '../../../../plugins/link/runtime/deviceSignals.ts'
import { reader } from '../../../../sandbox/params.ts'
import { visitorIdOf } from '../../../../sandbox/link/deviceSignals.ts'

/** Any device as a window shows it: languages and platforms of any script (the JSON is UTF-8 before base64). */
const device: fc.Arbitrary<DeviceView> = fc.record({
  navigator: fc.record({
    language: fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }),
    languages: fc.array(fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }), { maxLength: 5 }),
    hardwareConcurrency: fc.integer({ min: 1, max: 256 }),
    maxTouchPoints: fc.integer({ min: 0, max: 20 }),
    platform: fc.string({ maxLength: 40, unit: 'grapheme' }),
  }),
  screen: fc.record({ width: fc.integer({ min: 1, max: 10_000 }), height: fc.integer({ min: 1, max: 10_000 }), colorDepth: fc.constantFrom(8, 16, 24, 30, 48) }),
})

const visitorOf = (sealed: string) => visitorIdOf(reader({ sealed_result_base64: sealed }))

describe('benchmark_visitor_id\'s sealed result (runtime/deviceSignals.ts, read by sandbox/link/deviceSignals.ts)', () => {
  it('carries any device\'s signals intact as base64 of UTF-8 JSON, which the sandbox reads into one visitor id per device (property)', () => {
    fc.assert(fc.property(device, (view) => {
      const signals = deviceSignals(view)
      const sealed = sealedResult(signals)
      expect(sealed).toMatch(/^[A-Za-z0-9+/]+={0,2}$/)
      expect(JSON.parse(Buffer.from(sealed, 'base64').toString('utf8'))).toEqual(signals)
      expect(visitorOf(sealed)).toMatch(/^vis_[0-9a-f]{24}$/)
      expect(visitorOf(sealedResult(deviceSignals(view)))).toBe(visitorOf(sealed))
    }))
  })

  it('gives two devices that differ in a signal two visitor ids (property)', () => {
    fc.assert(fc.property(device, fc.integer({ min: 1, max: 10_000 }), (view, width) => {
      fc.pre(width !== view.screen.width)
      const other = { ...view, screen: { ...view.screen, width } }
      expect(visitorOf(sealedResult(deviceSignals(other)))).not.toBe(visitorOf(sealedResult(deviceSignals(view))))
    }))
  })

  it('refuses, naming sealed_result_base64, what is not base64, not JSON, or JSON without the signals', () => {
    for (const sealed of ['not base64!', btoa('{"screen": 1'), btoa(JSON.stringify({ screen: '1x1x24' })), btoa('[]')]) {
      expect(() => visitorOf(sealed)).toThrow(expect.objectContaining({ body: expect.objectContaining({ param: 'sealed_result_base64' }) }))
    }
  })
})
