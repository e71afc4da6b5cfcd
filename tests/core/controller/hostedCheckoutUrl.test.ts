import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  checkoutLayoutCodes,
  checkoutLayoutType,
  hostedCheckoutUrl,
  parseHostedCheckoutFragment,
  type HostedCheckoutParams,
} from '../../../core/controller/hostedCheckoutUrl.ts'

const base = 'https://checkout.payloom.test'
const fragmentOf = (url: string): string => new URL(url).hash

describe('checkoutLayoutType', () => {
  it('reads the character after the cs_test_ or cs_live_ prefix', () => {
    expect(checkoutLayoutType('cs_test_a1B2c3')).toBe('single_item')
    expect(checkoutLayoutType('cs_live_b1B2c3')).toBe('multi_item')
    expect(checkoutLayoutType('cs_test_c1')).toBe('single_column')
  })

  it('defaults to single_item, and is none for an id too short to carry one', () => {
    expect(checkoutLayoutType('cs_test_z9')).toBe('single_item')
    expect(checkoutLayoutType('cs_test_A1')).toBe('single_item')
    expect(checkoutLayoutType('cs_test_')).toBe('none')
    expect(checkoutLayoutType('')).toBe('none')
  })

  it('depends on that one character only', () => {
    const code = fc.constantFrom(...Object.keys(checkoutLayoutCodes), 'x', '0', '_')
    fc.assert(fc.property(fc.string({ minLength: 8, maxLength: 8 }), code, fc.string(), (prefix, character, rest) => {
      const expected = Object.hasOwn(checkoutLayoutCodes, character)
        ? checkoutLayoutCodes[character as keyof typeof checkoutLayoutCodes]
        : 'single_item'
      expect(checkoutLayoutType(`${prefix}${character}${rest}`)).toBe(expected)
    }))
    fc.assert(fc.property(fc.string({ maxLength: 8 }), (id) => {
      expect(checkoutLayoutType(id)).toBe('none')
    }))
  })
})

describe('hostedCheckoutUrl', () => {
  it('builds base/c/pay/{encoded id}#{fragment}', () => {
    const url = hostedCheckoutUrl({ base: `${base}/`, sessionId: 'cs_test_b1/x y', apiKey: 'pk_test_1' })
    expect(url.startsWith(`${base}/c/pay/cs_test_b1%2Fx%20y#`)).toBe(true)
    expect(fragmentOf(url)).toMatch(/^#[A-Za-z0-9_-]+$/)
    expect(parseHostedCheckoutFragment(fragmentOf(url))).toEqual({ apiKey: 'pk_test_1', layoutType: 'multi_item' })
  })

  it('carries the key, account, ids, betas, layout and referrer origin', () => {
    const url = hostedCheckoutUrl({
      base,
      sessionId: 'cs_live_c1abc',
      apiKey: 'pk_live_1',
      stripeAccount: 'acct_1',
      ids: { muid: 'm', guid: 'g', sid: 's' },
      betas: ['beta_1'],
      referrerOrigin: 'https://shop.example',
    })
    expect(parseHostedCheckoutFragment(fragmentOf(url))).toEqual({
      apiKey: 'pk_live_1',
      stripeAccount: 'acct_1',
      ids: { muid: 'm', guid: 'g', sid: 's' },
      betas: ['beta_1'],
      layoutType: 'single_column',
      referrerOrigin: 'https://shop.example',
    })
  })

  it('round-trips every parameter through the fragment', () => {
    const text = fc.string({ unit: 'grapheme' })
    const params: fc.Arbitrary<HostedCheckoutParams> = fc.record(
      {
        base: fc.constant(base),
        sessionId: text,
        apiKey: text,
        stripeAccount: text,
        ids: fc.record({ muid: text, guid: text, sid: text }, { requiredKeys: [], noNullPrototype: true }),
        betas: fc.array(text),
        referrerOrigin: text,
      },
      { requiredKeys: ['base', 'sessionId', 'apiKey'], noNullPrototype: true },
    )
    fc.assert(fc.property(params, (given) => {
      const url = hostedCheckoutUrl(given)
      expect(url.startsWith(`${base}/c/pay/${encodeURIComponent(given.sessionId)}#`)).toBe(true)
      const { base: _, sessionId, ...carried } = given
      expect(parseHostedCheckoutFragment(fragmentOf(url))).toStrictEqual({ ...carried, layoutType: checkoutLayoutType(sessionId) })
    }))
  })
})

describe('parseHostedCheckoutFragment', () => {
  const encode = (value: unknown): string => `#${Buffer.from(JSON.stringify(value)).toString('base64url')}`

  it('refuses what is not a fragment of ours', () => {
    expect(parseHostedCheckoutFragment('')).toBeUndefined()
    expect(parseHostedCheckoutFragment('#')).toBeUndefined()
    expect(parseHostedCheckoutFragment('#not base64!')).toBeUndefined()
    expect(parseHostedCheckoutFragment('#' + Buffer.from('{"apiKey":').toString('base64url'))).toBeUndefined()
    expect(parseHostedCheckoutFragment('#' + Buffer.from([0xff, 0xfe]).toString('base64url'))).toBeUndefined()
    expect(parseHostedCheckoutFragment(encode(['pk_test_1']))).toBeUndefined()
    expect(parseHostedCheckoutFragment(encode({ layoutType: 'single_item' }))).toBeUndefined()
    expect(parseHostedCheckoutFragment(encode({ apiKey: 'pk_test_1', layoutType: 'two_column' }))).toBeUndefined()
    expect(parseHostedCheckoutFragment(encode({ apiKey: 'pk_test_1', layoutType: 'none', betas: [1] }))).toBeUndefined()
    expect(parseHostedCheckoutFragment(encode({ apiKey: 'pk_test_1', layoutType: 'none', ids: { muid: 1 } }))).toBeUndefined()
    expect(parseHostedCheckoutFragment(encode({ apiKey: 'pk_test_1', layoutType: 'none', stripeAccount: null }))).toBeUndefined()
  })

  it('takes the fragment with or without its #, and drops unknown fields', () => {
    const fragment = encode({ apiKey: 'pk_test_1', layoutType: 'none', ids: { sid: 's', extra: 1 }, extra: true })
    expect(parseHostedCheckoutFragment(fragment)).toEqual({ apiKey: 'pk_test_1', layoutType: 'none', ids: { sid: 's' } })
    expect(parseHostedCheckoutFragment(fragment.slice(1))).toEqual(parseHostedCheckoutFragment(fragment))
  })

  it('never throws', () => {
    const nearlyValid = fc.record(
      {
        apiKey: fc.oneof(fc.string(), fc.jsonValue()),
        layoutType: fc.oneof(fc.constantFrom('single_item', 'none'), fc.jsonValue()),
        stripeAccount: fc.jsonValue(),
        ids: fc.oneof(fc.record({ muid: fc.jsonValue(), sid: fc.string() }), fc.jsonValue()),
        betas: fc.oneof(fc.array(fc.string()), fc.jsonValue()),
      },
      { requiredKeys: [] },
    )
    const unpadded = fc.base64String().map((text) => text.replace(/=+$/, ''))
    const fragments = fc.oneof(fc.string(), unpadded, fc.jsonValue().map(encode), nearlyValid.map(encode))
    fc.assert(fc.property(fragments, (fragment) => {
      const parsed = parseHostedCheckoutFragment(fragment)
      if (parsed !== undefined) expect(typeof parsed.apiKey).toBe('string')
    }))
  })
})
