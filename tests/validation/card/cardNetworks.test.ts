import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardNetworkEmittedKey, cardNetworkLookupKey, cardNetworkRangesOf, formatCardNumber, luhnCheck, validateCardNumber, type CardNetworkRange } from 'payloom/validation/card'

/**
 * Card-network records (controller.md §3 "Card networks: brand, pan_length, account_range_low,
 * account_range_high") and the lookup's two keys (§9 "Card network lookup uses a 6-digit prefix,
 * with emitted-cache comparison on 8 digits"), through `payloom/validation/card`.
 */

const digitString = (min: number, max: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((digits) => digits.join(''))
const panLength = fc.integer({ min: 13, max: 19 })

/** A range of `length`-digit numbers, its bounds in order, and a number inside it. */
const rangeWithNumber = panLength.chain((length) =>
  fc.tuple(fc.bigInt({ min: 10n ** BigInt(length - 1), max: 10n ** BigInt(length) - 1n }), fc.bigInt({ min: 10n ** BigInt(length - 1), max: 10n ** BigInt(length) - 1n }), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([a, b, at]) => {
      const [low, high] = a <= b ? [a, b] : [b, a]
      const inside = low + BigInt(Math.floor(Number(high - low) * at))
      const range: CardNetworkRange = { brand: 'visa', pan_length: length, account_range_low: String(low), account_range_high: String(high) }
      return { range, number: String(inside > high ? high : inside) }
    }))

/** A number as a shopper may type it: spaces between groups of digits. */
const spaced = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

describe('card network ranges and the lookup keys (controller.md §3, §9)', () => {
  it('finds a range for every number inside it, typed in full or cut anywhere from 6 digits on, with or without spaces', () => {
    fc.assert(fc.property(rangeWithNumber, fc.integer({ min: 6, max: 19 }), ({ range, number }, cut) => {
      const typed = number.slice(0, cut)
      expect(cardNetworkRangesOf([range], typed)).toEqual([range])
      expect(cardNetworkRangesOf([range], spaced(typed))).toEqual([range])
    }))
  })

  it('finds no range for a number whose first 8 digits lie outside it, and none below 6 digits', () => {
    fc.assert(fc.property(rangeWithNumber, digitString(13, 19), ({ range, number }, other) => {
      const key = other.slice(0, 8)
      const outside = key < range.account_range_low.slice(0, 8) || key > range.account_range_high.slice(0, 8)
      if (outside) expect(cardNetworkRangesOf([range], other)).toEqual([])
      expect(cardNetworkRangesOf([range], number.slice(0, 5))).toEqual([])
    }))
  })

  it('looks a number up by its first 6 digits, and compares what it emits on its first 8', () => {
    fc.assert(fc.property(digitString(0, 19), (digits) => {
      expect(cardNetworkLookupKey(spaced(digits))).toBe(digits.length < 6 ? undefined : digits.slice(0, 6))
      expect(cardNetworkEmittedKey(spaced(digits))).toBe(digits.length < 6 ? '' : digits.slice(0, 8))
    }))
  })

  it('gives two numbers with the same first 8 digits the same key and the same ranges, so nothing is emitted again between them', () => {
    fc.assert(fc.property(fc.array(rangeWithNumber, { minLength: 1, maxLength: 6 }), digitString(8, 8), digitString(0, 11), digitString(0, 11), (ranged, head, tailA, tailB) => {
      const ranges = ranged.map(({ range }) => range)
      expect(cardNetworkEmittedKey(head + tailA)).toBe(cardNetworkEmittedKey(head + tailB))
      expect(cardNetworkRangesOf(ranges, head + tailA)).toEqual(cardNetworkRangesOf(ranges, head + tailB))
    }))
  })

  it('keeps every range the number falls in, in their order: both networks of a co-badged card', () => {
    const visa: CardNetworkRange = { brand: 'visa', pan_length: 16, account_range_low: '4000000000000000', account_range_high: '4000009999999999' }
    const cartesBancaires: CardNetworkRange = { brand: 'cartes_bancaires', pan_length: 16, account_range_low: '4000002500001000', account_range_high: '4000002500001999' }
    expect(cardNetworkRangesOf([visa, cartesBancaires], '4000 0025 0000 1001')).toEqual([visa, cartesBancaires])
    expect(cardNetworkRangesOf([visa, cartesBancaires], '4000 0000 0000 0002')).toEqual([visa])
  })
})

describe('a number\'s length from its account range (panLength)', () => {
  it('is incomplete below the range\'s length, invalid above it and complete at it with a good checksum, whatever the brand\'s own lengths', () => {
    fc.assert(fc.property(panLength, digitString(1, 22).filter((digits) => digits[0] !== '0'), (length, digits) => {
      const result = validateCardNumber(digits, { panLength: length })
      if (digits.length < length) expect(result.error?.code).toBe('incomplete_number')
      else if (digits.length > length) expect(result.error?.code).toBe('invalid_number')
      else if (luhnCheck(digits)) expect(result.error).toBeUndefined()
      expect(formatCardNumber(digits, { panLength: length }).replace(/ /g, '')).toBe(digits.slice(0, Math.min(length, 19)))
    }))
  })

  it('makes a 16-digit UnionPay number of a 19-digit range incomplete, which its brand alone takes as whole', () => {
    expect(validateCardNumber('6205500000000000').error).toBeUndefined()
    expect(validateCardNumber('6205500000000000', { panLength: 19 }).error?.code).toBe('incomplete_number')
    expect(validateCardNumber('6205500000000000004', { panLength: 19 }).error).toBeUndefined()
  })
})
