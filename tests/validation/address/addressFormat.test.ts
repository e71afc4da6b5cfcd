import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { countryCodes, getAddressFormat, type AddressFormat } from 'payloom/validation'
import { addressRules } from '../../../core/generated/address/rules.generated.ts'
import { fieldOfRequiredLetter } from './fixtures.ts'

const messages = JSON.parse(readFileSync(new URL('../../../data/locales/en/address.json', import.meta.url), 'utf8')) as Record<string, string>
const layout = (format: AddressFormat): string[][] => format.rows.map((row) => row.map((cell) => cell.field))

describe('getAddressFormat', () => {
  it('lays out the US form with its required fields and labels', () => {
    const us = getAddressFormat('US')
    expect(layout(us)).toEqual([['name'], ['organizationName'], ['line1'], ['line2'], ['city', 'state', 'postal_code']])
    expect(us.rows[4]).toEqual([
      { field: 'city', required: true, upper: true, labelKey: 'address.label_city' },
      { field: 'state', required: true, upper: true, labelKey: 'address.label_state' },
      { field: 'postal_code', required: true, upper: false, labelKey: 'address.label_zip' },
    ])
    expect(us.rows[3]).toEqual([{ field: 'line2', required: false, upper: false, labelKey: 'address.label_line2' }])
    expect(getAddressFormat('CA').rows[2]?.[0]?.upper).toBe(true)
    expect(us).toMatchObject({ country: 'US', hasSubdivisions: true, warnings: [] })
  })

  it('follows the country order and names: JP native and Latin, IE, GB, BR', () => {
    const jp = getAddressFormat('JP')
    expect(layout(jp)).toEqual([['postal_code'], ['state'], ['line1'], ['line2'], ['organizationName'], ['name']])
    expect(jp.rows[1]?.[0]?.labelKey).toBe('address.label_prefecture')
    expect(layout(getAddressFormat('JP', { latin: true }))).toEqual([['name'], ['organizationName'], ['line1'], ['line2'], ['state'], ['postal_code']])
    const ie = getAddressFormat('IE')
    expect(ie.rows.flat().map((c) => c.labelKey)).toEqual([
      'address.label_name', 'address.label_organization', 'address.label_line1', 'address.label_line2',
      'address.label_townland', 'address.label_city', 'address.label_county', 'address.label_eircode',
    ])
    expect(getAddressFormat('GB').rows.flat().find((c) => c.field === 'city')?.labelKey).toBe('address.label_post_town')
    expect(layout(getAddressFormat('BR'))).toEqual([['organizationName'], ['name'], ['line1'], ['line2'], ['sublocality'], ['city', 'state'], ['postal_code']])
    expect(getAddressFormat('BR').rows[4]?.[0]?.labelKey).toBe('address.label_neighborhood')
  })

  it('skips the sorting code and gives AC and TA the SH form', () => {
    expect(layout(getAddressFormat('MC')).at(-1)).toEqual(['postal_code', 'city'])
    expect(getAddressFormat('ta')).toMatchObject({ country: 'SH', warnings: [] })
  })

  it('falls back to US with a warning for an unknown code, and silently for none', () => {
    expect(getAddressFormat('XX')).toMatchObject({ country: 'US', warnings: ['Unknown country code'] })
    expect(getAddressFormat(undefined)).toMatchObject({ country: 'US', warnings: [] })
  })

  it('shows every required field as required, in every country and script', () => {
    for (const country of countryCodes) {
      const expected = [...addressRules[country].require].map((l) => fieldOfRequiredLetter[l as keyof typeof fieldOfRequiredLetter]).sort()
      for (const latin of [false, true]) {
        const cells = getAddressFormat(country, { latin }).rows.flat()
        expect(cells.filter((c) => c.required).map((c) => c.field).sort(), `${country} latin: ${latin}`).toEqual(expected)
        expect(cells.filter((c) => c.field === 'line1'), `${country} latin: ${latin}`).toHaveLength(1)
      }
    }
  })

  it('has an English label for every label key of every country', () => {
    for (const country of countryCodes) {
      for (const cell of getAddressFormat(country).rows.flat()) {
        expect(messages[cell.labelKey.replace(/^address\./, '')], `${country} ${cell.labelKey}`).toEqual(expect.any(String))
      }
    }
  })

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), (country, options) => {
      expect(getAddressFormat(country, options as never).rows.length).toBeGreaterThan(0)
    }))
  })
})
