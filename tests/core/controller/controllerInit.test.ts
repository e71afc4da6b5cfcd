import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IntegrationError } from '../../../core/errors/IntegrationError.ts'
import { checkControllerInit, controllerInitFields } from '../../../core/controller/controllerInit.ts'

const init = { apiKey: 'pk_test_payloomsandbox', jsId: 'a1b2c3', jsLoadTime: 1732190000000, controllerId: '__privateController0', locale: 'auto', betas: [] }
const advice = "Load payloom from its published entry (import { createPayloom } from 'payloom'), unmodified, and let it create its own frames."
const notLoaded = (missing: string) => `payloom did not load correctly: the controller is missing its ${missing}. ${advice}`

const thrown = (params: unknown): unknown => {
  try {
    checkControllerInit(params)
    return undefined
  } catch (error) {
    return error
  }
}

describe('checkControllerInit', () => {
  it('accepts the params the published script sends', () => {
    expect(thrown(init)).toBeUndefined()
    expect(thrown({ ...init, jsLoadTime: 0 })).toBeUndefined()
  })

  it.each([
    ['apiKey', 'api key'],
    ['jsId', 'script id'],
    ['jsLoadTime', 'load time'],
    ['controllerId', 'controller id'],
  ])('throws a not-loaded-correctly IntegrationError without %s', (field, words) => {
    for (const value of [undefined, null, '']) {
      const error = thrown({ ...init, [field]: value })
      expect(error).toBeInstanceOf(IntegrationError)
      expect((error as IntegrationError).message).toBe(notLoaded(words))
    }
  })

  it('counts a load time that is not a time as missing', () => {
    for (const jsLoadTime of ['1732190000000', Number.NaN, Number.POSITIVE_INFINITY, -1]) {
      expect((thrown({ ...init, jsLoadTime }) as IntegrationError).message).toBe(notLoaded('load time'))
    }
  })

  it('names every missing param at once', () => {
    expect((thrown({}) as IntegrationError).message).toBe(notLoaded('api key, script id, load time, and controller id'))
    expect((thrown({ apiKey: 'pk_test_1', jsId: 'x' }) as IntegrationError).message).toBe(notLoaded('load time and controller id'))
  })

  it('throws an IntegrationError naming exactly the missing params, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (params) => {
      const error = thrown(params)
      expect(error).toBeInstanceOf(IntegrationError)
      expect((error as IntegrationError).message).toMatch(/^payloom did not load correctly: the controller is missing its /)
    }))
    fc.assert(fc.property(fc.subarray(Object.keys(controllerInitFields) as Array<keyof typeof controllerInitFields>, { minLength: 1 }), (left) => {
      const message = (thrown(Object.fromEntries(Object.entries(init).filter(([key]) => !left.includes(key as never)))) as IntegrationError).message
      for (const [field, words] of Object.entries(controllerInitFields)) expect(message.includes(words)).toBe(left.includes(field as never))
    }))
  })
})
