import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sha1 } from '../../../core/controller/sha1.ts'

describe('sha1', () => {
  it('matches the FIPS 180 test vectors', () => {
    expect(sha1('')).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709')
    expect(sha1('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d')
    expect(sha1('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('84983e441c3bd26ebaae4aa1f95129e5e54670f1')
    expect(sha1('a'.repeat(1_000_000))).toBe('34aa973cd4c4daa4f61eeb2bdbad27316534016f')
  })

  it('hashes the UTF-8 bytes', () => {
    expect(sha1('é')).toBe(createHash('sha1').update('é', 'utf8').digest('hex'))
  })

  it('agrees with node:crypto on any string, across block boundaries', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (input) => {
      expect(sha1(input)).toBe(createHash('sha1').update(input, 'utf8').digest('hex'))
    }))
    for (let length = 50; length < 140; length++) {
      const input = 'x'.repeat(length)
      expect(sha1(input), `length ${length}`).toBe(createHash('sha1').update(input).digest('hex'))
    }
  })
})
