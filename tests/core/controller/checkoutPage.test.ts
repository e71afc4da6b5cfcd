import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkoutConfirmRequired, checkoutUpdateFields, validateCheckoutConfirm, validateCheckoutUpdate } from '../../../core/controller/checkoutPage.ts'

const fieldList = 'promotion_code, tax_region, updated_currency, updated_line_item_quantity, shipping_rate, or tax_id_collection'
const ok = { errors: [], warnings: [] }
const confirm = { version: '3', js_checksum: 'qto~d^n0=QU>azbu]blvv<\\v@=l`<cdbovhU_`', expected_amount: 2000 }

describe('validateCheckoutUpdate', () => {
  it('accepts each update field alone, null included (it removes a promotion code or tax id)', () => {
    for (const field of checkoutUpdateFields) {
      expect(validateCheckoutUpdate({ [field]: 'value' })).toEqual(ok)
      expect(validateCheckoutUpdate({ [field]: null, session: 'cs_1' })).toEqual(ok)
    }
  })

  it('refuses an update with none of the fields', () => {
    for (const params of [{}, { session: 'cs_1' }, { promotion_code: undefined }]) {
      expect(validateCheckoutUpdate(params).errors).toEqual([`A checkout update changes exactly one of ${fieldList}; got none. Send one update per change.`])
    }
  })

  it('refuses an update with several fields, naming them', () => {
    expect(validateCheckoutUpdate({ promotion_code: 'SUMMER', tax_region: { country: 'FR' } }).errors).toEqual([
      `A checkout update changes exactly one of ${fieldList}; got promotion_code and tax_region. Send one update per change.`,
    ])
    expect(validateCheckoutUpdate({ shipping_rate: 'shr_1', updated_currency: 'eur', tax_id_collection: { enabled: true } }).errors[0])
      .toContain('got updated_currency, shipping_rate, and tax_id_collection.')
  })

  it('refuses params that are not an object', () => {
    expect(validateCheckoutUpdate('promotion_code').errors).toEqual(['Invalid value for params: "promotion_code". Expected an object.'])
    expect(validateCheckoutUpdate([]).errors).toEqual(['Invalid value for params: an array. Expected an object.'])
  })

  it('has an error exactly when the params do not name one update field', () => {
    const field = fc.constantFrom(...checkoutUpdateFields)
    fc.assert(fc.property(fc.uniqueArray(field, { maxLength: checkoutUpdateFields.length }), fc.dictionary(fc.string(), fc.anything()), (fields, others) => {
      const rest = Object.fromEntries(Object.entries(others).filter(([key]) => !(checkoutUpdateFields as ReadonlyArray<string>).includes(key)))
      const params = { ...rest, ...Object.fromEntries(fields.map((name) => [name, 'x'])) }
      expect(validateCheckoutUpdate(params).errors.length).toBe(fields.length === 1 ? 0 : 1)
    }))
  })

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (params) => {
      expect(validateCheckoutUpdate(params).warnings).toEqual([])
    }))
  })
})

describe('validateCheckoutConfirm', () => {
  it('accepts a confirm with version, js_checksum and expected_amount', () => {
    expect(validateCheckoutConfirm(confirm)).toEqual(ok)
    expect(validateCheckoutConfirm({ ...confirm, version: 7, expected_amount: 0, payment_method: 'pm_1', return_url: 'https://shop.example' })).toEqual(ok)
    expect(validateCheckoutConfirm({ ...confirm, confirmation_token: 'ctoken_1' })).toEqual(ok)
  })

  it('names each missing required param', () => {
    const needs = 'a checkout confirm needs version, js_checksum, and expected_amount.'
    expect(validateCheckoutConfirm({}).errors).toEqual([
      `Missing value for version: ${needs}`,
      `Missing value for js_checksum: ${needs}`,
      `Missing value for expected_amount: ${needs}`,
    ])
    expect(validateCheckoutConfirm({ ...confirm, expected_amount: null }).errors).toEqual([`Missing value for expected_amount: ${needs}`])
    expect(validateCheckoutConfirm({ ...confirm, version: undefined }).errors).toEqual([`Missing value for version: ${needs}`])
  })

  it('refuses malformed required params', () => {
    expect(validateCheckoutConfirm({ ...confirm, expected_amount: -1 }).errors).toEqual(['Invalid value for expected_amount: -1. Expected a non-negative integer.'])
    expect(validateCheckoutConfirm({ ...confirm, expected_amount: '2000' }).errors).toEqual(['Invalid value for expected_amount: "2000". Expected a non-negative integer.'])
    expect(validateCheckoutConfirm({ ...confirm, js_checksum: '' }).errors).toEqual(['Invalid value for js_checksum: "". Expected a non-empty string.'])
    expect(validateCheckoutConfirm({ ...confirm, version: 1.5 }).errors).toEqual(['Invalid value for version: 1.5. Expected the session version, a string or an integer.'])
  })

  it('refuses a payment_method and a confirmation_token together', () => {
    expect(validateCheckoutConfirm({ ...confirm, payment_method: 'pm_1', confirmation_token: 'ctoken_1' }).errors).toEqual([
      'A checkout confirm pays with a payment_method or a confirmation_token, not both.',
    ])
  })

  it('refuses params that are not an object', () => {
    expect(validateCheckoutConfirm(null).errors).toEqual(['Invalid value for params: null. Expected an object.'])
  })

  it('has an error for each required param left out', () => {
    fc.assert(fc.property(fc.subarray([...checkoutConfirmRequired]), (left) => {
      const params = Object.fromEntries(Object.entries(confirm).filter(([key]) => !left.includes(key as never)))
      expect(validateCheckoutConfirm(params).errors).toHaveLength(left.length)
    }))
  })

  it('accepts any non-negative integer amount and refuses any other number', () => {
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.double()), (amount) => {
      const valid = Number.isInteger(amount) && amount >= 0
      expect(validateCheckoutConfirm({ ...confirm, expected_amount: amount }).errors.length).toBe(valid ? 0 : 1)
    }))
  })

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (params) => {
      expect(validateCheckoutConfirm(params).warnings).toEqual([])
    }))
  })
})
