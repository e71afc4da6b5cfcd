import { describe, expect, it, beforeAll } from 'vitest'
import { addressChange } from '../../../../core/elements/address/addressChange.ts'
import { addressErrors, isAddressComplete, validateAddressState } from '../../../../core/elements/address/validateAddressState.ts'
import { initAddress, reduceAddress } from '../../../../core/elements/address/addressModel.ts'
import { change, consumerAddress, run, shipping, usAddress, whiteHouse } from './helpers.ts'
import { loadPhoneRules } from '../../../../core/elements/address/phoneRules.ts'

// The element loads the phone rules as soon as a phone field shows; these tests do so up front.
beforeAll(() => loadPhoneRules())

const codes = (state: Parameters<typeof addressErrors>[0]) => addressErrors(state).map((error) => `${error.field}:${error.code}`)

describe('addressChange', () => {
  it('reports a complete typed address in payload keys', () => {
    const state = reduceAddress(shipping(), change({ ...whiteHouse, line1: ' 1600 Pennsylvania Avenue NW ' }))
    expect(addressChange(state)).toEqual({
      elementType: 'address',
      elementMode: 'shipping',
      empty: false,
      complete: true,
      isNewAddress: true,
      value: {
        name: 'Ada Lovelace',
        address: { line1: '1600 Pennsylvania Avenue NW', line2: '', city: 'Washington', state: 'DC', postal_code: '20500', country: 'US' },
      },
    })
  })

  it('is empty with only the country, and says the billing mode', () => {
    const state = initAddress({ mode: 'billing' })
    expect(addressChange(reduceAddress(state, change({ country: 'FR' })))).toMatchObject({ elementMode: 'billing', empty: true, complete: false })
  })

  it('adds the first and last names in split mode', () => {
    const state = reduceAddress(shipping({ display: { name: 'split' } }), change({ ...whiteHouse, firstName: 'Ada', lastName: 'Lovelace' }))
    expect(addressChange(state).value).toMatchObject({ name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace' })
    expect(addressChange(state).complete).toBe(true)
  })

  it('adds the phone in E.164 where the phone field is shown', () => {
    const state = reduceAddress(shipping({ fields: { phone: 'always' } }), change({ ...whiteHouse, phone: '(202) 555-0123' }))
    expect(addressChange(state).value.phone).toBe('+12025550123')
    expect(addressChange(reduceAddress(shipping(), change(whiteHouse))).value).not.toHaveProperty('phone')
  })

  it('joins the sublocality to line 2 where the country has one', () => {
    const state = reduceAddress(shipping(), change({ country: 'BR', name: 'Ada', line1: 'Avenida Paulista, 1578', line2: 'Andar 2', sublocality: 'Bela Vista', city: 'São Paulo', state: 'SP', postal_code: '01310-200' }))
    expect(addressChange(state).value.address).toMatchObject({ line2: 'Andar 2, Bela Vista', country: 'BR' })
    expect(addressChange(state).complete).toBe(true)
  })

  it('is not new for a selected saved address', () => {
    const state = reduceAddress(shipping(), { type: 'savedAddressesLoaded', mode: 'consumer', addresses: [consumerAddress('a')] })
    expect(addressChange(state)).toMatchObject({ isNewAddress: false, complete: true, value: { name: 'Shopper a', address: { city: 'Chicago' } } })
  })
})

describe('addressErrors and isAddressComplete', () => {
  it('checks the address with validateAddress under the element options', () => {
    expect(codes(shipping())).toEqual(['name:incomplete_name', 'line1:incomplete_address', 'city:incomplete_address', 'state:incomplete_address', 'postal_code:incomplete_address'])
    expect(codes(reduceAddress(shipping({ blockPoBox: true }), change({ ...whiteHouse, line1: 'PO Box 12' })))).toEqual(['line1:po_box_prohibited'])
    expect(codes(reduceAddress(shipping({ allowedCountries: ['FR'] }), change({ ...whiteHouse, country: 'US' })))).toContain('country:country_not_allowed')
    expect(codes(reduceAddress(shipping({ display: { name: 'organization' } }), change({ ...whiteHouse, name: '' })))).toEqual(['organizationName:incomplete_organization_name'])
  })

  it('needs a phone when it is required, and a real one whenever one is typed', () => {
    const required = shipping({ validation: { phone: { required: 'always' } } })
    expect(codes(reduceAddress(required, change(whiteHouse)))).toEqual(['phone:empty_phone_number'])
    expect(codes(reduceAddress(required, change({ ...whiteHouse, phone: '12' })))).toEqual(['phone:invalid_phone_number'])
    expect(codes(reduceAddress(required, change({ ...whiteHouse, phone: '202 555 0123' })))).toEqual([])
    expect(codes(reduceAddress(shipping({ fields: { phone: 'always' } }), change({ ...whiteHouse, phone: '12' })))).toEqual(['phone:invalid_phone_number'])
  })

  it('checks only the phone while the address is synced', () => {
    const linkedAddress = { name: '', address: { country: 'US' } }
    const billing = initAddress({ mode: 'billing', fields: { phone: 'always' }, validation: { phone: { required: 'always' } } }, { linkedAddress })
    expect(codes(billing)).toEqual(['phone:empty_phone_number'])
    expect(isAddressComplete(reduceAddress(billing, change({ phone: '202 555 0123' }), { linkedAddress }))).toBe(true)
  })
})

describe('validateAddressState', () => {
  it('shows every error and every field', () => {
    const state = validateAddressState(shipping())
    expect(state).toMatchObject({ submitted: true, showAllFields: true, formError: null, view: 'details' })
  })

  it('opens a selected saved address that fails the checks, so its errors show', () => {
    const required = shipping({ validation: { phone: { required: 'always' } } })
    const loaded = reduceAddress(required, { type: 'savedAddressesLoaded', mode: 'consumer', addresses: [consumerAddress('a')] })
    expect(loaded.view).toBe('saved')
    expect(validateAddressState(loaded)).toMatchObject({ view: 'details', selectedSavedAddressId: null, values: { line1: '233 South Wacker Drive' } })
  })

  it('leaves a complete saved address selected', () => {
    const loaded = reduceAddress(shipping(), { type: 'savedAddressesLoaded', mode: 'consumer', addresses: [consumerAddress('a')] })
    expect(validateAddressState(loaded)).toMatchObject({ view: 'saved', selectedSavedAddressId: 'consumer:a', submitted: true })
  })

  it('refuses a saved address still open for editing', () => {
    const editing = run(shipping({ contacts: [{ name: 'Ada', address: usAddress }] }), [{ type: 'updateSavedAddress', id: 'merchant:contact_0' }])
    expect(validateAddressState(editing).formError).toEqual({ code: 'invalid_address_view.update' })
    expect(isAddressComplete(editing)).toBe(false)
  })
})
