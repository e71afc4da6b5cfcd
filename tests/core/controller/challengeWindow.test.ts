import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { challengeWindowFor } from '../../../core/controller/challengeWindow.ts'

const sizeOf = (outerWidth: number) => {
  const { size, width, height } = challengeWindowFor(outerWidth)
  return { size, width, height }
}

describe('challengeWindowFor', () => {
  it('picks the spec sizes at and around each bound', () => {
    expect(sizeOf(320)).toEqual({ size: '01', width: 250, height: 400 })
    expect(sizeOf(389.5)).toEqual({ size: '01', width: 250, height: 400 })
    expect(sizeOf(390)).toEqual({ size: '02', width: 390, height: 400 })
    expect(sizeOf(499)).toEqual({ size: '02', width: 390, height: 400 })
    expect(sizeOf(500)).toEqual({ size: '03', width: 500, height: 600 })
    expect(sizeOf(599)).toEqual({ size: '03', width: 500, height: 600 })
    expect(sizeOf(600)).toEqual({ size: '04', width: 600, height: 400 })
    expect(sizeOf(767)).toEqual({ size: '04', width: 600, height: 400 })
    expect(sizeOf(768)).toEqual({ size: '05', width: '100%', height: '100%' })
    expect(sizeOf(2560)).toEqual({ size: '05', width: '100%', height: '100%' })
  })

  it('goes full screen for a width that is not a number', () => {
    expect(challengeWindowFor(Number.NaN).size).toBe('05')
    expect(challengeWindowFor(Number.POSITIVE_INFINITY).size).toBe('05')
    expect(challengeWindowFor(Number.NEGATIVE_INFINITY).size).toBe('01')
  })

  it('follows the bounds for every width', () => {
    const expected = (width: number): string =>
      width < 390 ? '01' : width < 500 ? '02' : width < 600 ? '03' : width < 768 ? '04' : '05'
    fc.assert(fc.property(fc.double({ min: -100, max: 5000, noNaN: true }), (width) => {
      expect(challengeWindowFor(width).size).toBe(expected(width))
    }))
  })

  it('never shrinks as the window widens', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (a, b) => {
      const [narrow, wide] = a <= b ? [a, b] : [b, a]
      expect(challengeWindowFor(narrow).size <= challengeWindowFor(wide).size).toBe(true)
    }))
  })
})
