import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkBrowserSupport, requiredBrowserFeatures } from '../../../core/controller/browserSupport.ts'
import { IntegrationError } from '../../../core/errors/IntegrationError.ts'

const modern = { Promise, fetch: () => undefined, URL, document: {} }
const advice = 'Ask the shopper to update their browser.'

const thrown = (globalObject: unknown): unknown => {
  try {
    checkBrowserSupport(globalObject)
    return undefined
  } catch (error) {
    return error
  }
}

describe('checkBrowserSupport', () => {
  it('accepts a browser with Promise, fetch and URL', () => {
    expect(thrown(modern)).toBeUndefined()
    expect(thrown(globalThis)).toBeUndefined()
  })

  it('throws an IntegrationError naming what is missing', () => {
    const { Promise: _promise, ...noPromise } = modern
    expect(thrown(noPromise)).toBeInstanceOf(IntegrationError)
    expect((thrown(noPromise) as IntegrationError).message).toBe(`payloom needs a browser with Promise, fetch and URL support; this one lacks Promise. ${advice}`)
    expect((thrown({ ...modern, fetch: undefined, URL: 'URL' }) as IntegrationError).message).toBe(`payloom needs a browser with Promise, fetch and URL support; this one lacks fetch, URL. ${advice}`)
    expect((thrown({}) as IntegrationError).message).toBe(`payloom needs a browser with Promise, fetch and URL support; this one lacks Promise, fetch, URL. ${advice}`)
  })

  it('throws exactly when a feature is not a function, whatever it is given', () => {
    fc.assert(fc.property(fc.subarray([...requiredBrowserFeatures]), fc.anything(), (present, filler) => {
      const globalObject = Object.fromEntries(requiredBrowserFeatures.map((feature) => [feature, present.includes(feature) ? () => undefined : filler]))
      const error = thrown(globalObject)
      const missing = requiredBrowserFeatures.filter((feature) => typeof globalObject[feature] !== 'function')
      expect(error === undefined).toBe(missing.length === 0)
      if (error !== undefined) expect((error as IntegrationError).message).toContain(`lacks ${missing.join(', ')}.`)
    }))
    fc.assert(fc.property(fc.anything(), (value) => {
      const error = thrown(value)
      if (error !== undefined) expect(error).toBeInstanceOf(IntegrationError)
    }))
  })
})
