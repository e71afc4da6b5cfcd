import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { countryCodes, type CountryCode } from 'payloom/validation'
import { addressRules } from '../../../core/generated/address/rules.generated.ts'
import { countryAliases } from '../../../core/generated/address/countryCodes.generated.ts'
import { postalRules } from '../../../core/generated/address/postalRules.generated.ts'
import type { PostalRule } from '../../../core/validation/address/AddressFormatSpec.ts'
import { allDetails, detailsOf } from './fixtures.ts'

const source = JSON.parse(readFileSync(new URL('../../../data/address/formats.json', import.meta.url), 'utf8')) as Record<string, { postalExamples: string[] }>
const anchored = (pattern: string): RegExp => new RegExp(`^(?:${pattern})$`)

describe('address format tables', () => {
  it('cover at least 240 countries and territories', () => {
    expect(countryCodes.length).toBeGreaterThanOrEqual(240)
    expect(Object.keys(addressRules).sort()).toEqual([...countryCodes])
    expect(Object.keys(source).length).toBeGreaterThanOrEqual(countryCodes.length)
  })

  it('leave the aliases AC and TA out and point them at SH', () => {
    expect(countryAliases).toEqual({ AC: 'SH', TA: 'SH' })
    expect(countryCodes).not.toContain('AC')
    expect(countryCodes).not.toContain('TA')
  })

  it('match every postal example of every country with its own pattern', () => {
    for (const country of countryCodes) {
      const details = detailsOf(country)
      if (details.postalPattern === undefined) {
        expect(details.postalExamples, country).toEqual([])
        continue
      }
      for (const example of details.postalExamples) expect(anchored(details.postalPattern).test(example), `${country} ${example}`).toBe(true)
    }
  })

  it('give SH a pattern that also accepts the postal codes of AC and TA', () => {
    const sh = anchored(detailsOf('SH').postalPattern ?? '')
    for (const code of ['SH', 'AC', 'TA']) {
      for (const example of source[code]?.postalExamples ?? []) expect(sh.test(example), example).toBe(true)
    }
  })

  it('has a postal pattern wherever a postal code is required', () => {
    for (const country of countryCodes) {
      if (addressRules[country].require.includes('Z')) expect(detailsOf(country).postalExamples.length, country).toBeGreaterThan(0)
    }
  })

  it('agree with the per-country modules', () => {
    for (const country of countryCodes) {
      const { country: code, postalExamples: _examples, subdivisions, postalPattern, postalPrefixPattern, ...rule } = detailsOf(country)
      expect(code).toBe(country)
      expect(rule, country).toEqual(addressRules[country])
      const postal = (postalRules as Readonly<Partial<Record<CountryCode, PostalRule>>>)[country]
      expect(postal?.pattern, country).toBe(postalPattern)
      expect(postal?.prefix, country).toBe(postalPrefixPattern)
      expect(rule.hasSubdivisions, country).toBe(subdivisions.length > 0)
    }
    expect(allDetails.size).toBe(countryCodes.length)
  })

  it('keep subdivision postal prefixes consistent with the country pattern', () => {
    const us = detailsOf('US')
    const california = us.subdivisions.find((s) => s.key === 'CA')
    expect(california).toMatchObject({ name: 'California', isoId: 'CA' })
    expect(new RegExp(`^(?:${california?.postalPrefix})`).test('94103')).toBe(true)
    expect(detailsOf('JP').subdivisions[0]).toMatchObject({ key: '北海道', latinName: 'Hokkaido', isoId: '01' })
  })
})
