import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../sandbox/ApiError.ts'
import { decodeForm } from '../../sandbox/formBody.ts'
import { metadata, reader } from '../../sandbox/params.ts'
import { encodeForm, type Params } from './sandboxClient.ts'

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

describe('decodeForm', () => {
  it('decodes nested keys, lists and appended lists', () => {
    expect(plain(decodeForm('payment_method_types[0]=card&payment_method_types[1]=ideal&metadata[k]=v&card[number]=4242&expand[]=a&expand[]=b&automatic_payment_methods[enabled]=true&note=a+b%26c'))).toEqual({
      payment_method_types: ['card', 'ideal'], metadata: { k: 'v' }, card: { number: '4242' }, expand: ['a', 'b'], automatic_payment_methods: { enabled: 'true' }, note: 'a b&c',
    })
  })

  it('keeps the last of a repeated key and reads a bare key as empty', () => {
    expect(plain(decodeForm('a=1&a=2&b'))).toEqual({ a: '2', b: '' })
  })

  it('treats __proto__ as an ordinary key', () => {
    const decoded = decodeForm('__proto__[polluted]=yes')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(plain(decoded.__proto__)).toEqual({ polluted: 'yes' })
  })

  it('refuses a key used both as a value and as a hash, and bad escapes, with a 400 naming it', () => {
    for (const [text, param] of [['card=1&card[number]=2', 'card'], ['card[number]=2&card=1', 'card'], ['amount=%E0%A4%A', 'amount']] as const) {
      try {
        decodeForm(text)
        expect.unreachable(text)
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError)
        expect((error as ApiError).status).toBe(400)
        expect((error as ApiError).body.param).toBe(param)
      }
    }
  })

  it('inverts the bracket encoding', () => {
    const key = fc.stringMatching(/^[a-z_]{1,8}$/)
    const value: fc.Arbitrary<Params[string]> = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, fc.string({ minLength: 1 }), fc.array(tie('leaf'), { minLength: 1, maxLength: 3 }), fc.dictionary(key, tie('node'), { minKeys: 1, maxKeys: 3 })),
      leaf: fc.string({ minLength: 1 }),
    })).node as fc.Arbitrary<Params[string]>
    fc.assert(fc.property(fc.dictionary(key, value, { maxKeys: 4 }), (params) => {
      expect(plain(decodeForm(encodeForm(params)))).toEqual(plain(params))
    }))
  })

  it('never throws anything but an ApiError, whatever the text', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      try {
        decodeForm(text)
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError)
      }
    }))
  })
})

describe('reader', () => {
  it('reads typed values and names the parameter in every refusal', () => {
    const params = reader(decodeForm('n=12&b=true&e=x&list[]=a&h[k]=v&bad=1x'))
    expect(params.integer('n')).toBe(12)
    expect(params.boolean('b')).toBe(true)
    expect(params.strings('list')).toEqual(['a'])
    expect(params.hash('h')?.string('k')).toBe('v')
    const refusal = (read: () => unknown) => {
      try {
        read()
      } catch (error) {
        return (error as ApiError).body
      }
      throw new Error('expected a refusal')
    }
    expect(refusal(() => params.integer('bad'))).toMatchObject({ param: 'bad', message: 'Invalid bad: must be an integer' })
    expect(refusal(() => params.integer('n', 20))).toMatchObject({ param: 'n' })
    expect(refusal(() => params.oneOf('e', ['y', 'z']))).toMatchObject({ param: 'e', message: 'Invalid e: must be one of y, z' })
    expect(refusal(() => params.hash('h')?.requiredString('missing'))).toMatchObject({ code: 'parameter_missing', param: 'h[missing]' })
    expect(refusal(() => params.only(['n']))).toMatchObject({ code: 'parameter_unknown' })
    expect(refusal(() => params.boolean('e'))).toMatchObject({ param: 'e' })
    expect(refusal(() => params.string('h'))).toMatchObject({ param: 'h' })
  })

  it('limits metadata as the provider does', () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']))
    expect(() => metadata(reader(decodeForm(encodeForm({ metadata: many }))))).toThrow('at most 50 keys')
    expect(() => metadata(reader(decodeForm(encodeForm({ metadata: { ['k'.repeat(41)]: 'v' } }))))).toThrow('at most 40 characters')
    expect(() => metadata(reader(decodeForm(encodeForm({ metadata: { k: 'v'.repeat(501) } }))))).toThrow('at most 500 characters')
    expect(metadata(reader(decodeForm('metadata[a]=1')))).toEqual({ a: '1' })
  })
})
