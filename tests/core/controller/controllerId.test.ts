import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { controllerIdFromHash } from '../../../core/controller/controllerId.ts'

describe('controllerIdFromHash', () => {
  it('reads the part after # and before ?', () => {
    expect(controllerIdFromHash('#__privateStripeController1234?apiKey=pk_test_1')).toBe('__privateStripeController1234')
    expect(controllerIdFromHash('#controller-1')).toBe('controller-1')
    expect(controllerIdFromHash('controller-1?x=1')).toBe('controller-1')
    expect(controllerIdFromHash('#a?b?c')).toBe('a')
  })

  it('is undefined when the hash holds no id', () => {
    expect(controllerIdFromHash('')).toBeUndefined()
    expect(controllerIdFromHash('#')).toBeUndefined()
    expect(controllerIdFromHash('#?apiKey=pk_test_1')).toBeUndefined()
  })

  it('recovers any id from a hash built around it', () => {
    const id = fc.string({ minLength: 1 }).filter((value) => !value.includes('?') && !value.includes('#'))
    fc.assert(fc.property(id, fc.option(fc.string()), (value, query) => {
      expect(controllerIdFromHash(`#${value}${query === null ? '' : `?${query}`}`)).toBe(value)
    }))
  })

  it('never throws', () => {
    fc.assert(fc.property(fc.string(), (hash) => {
      const id = controllerIdFromHash(hash)
      if (id !== undefined) expect(id.includes('?')).toBe(false)
    }))
  })
})
