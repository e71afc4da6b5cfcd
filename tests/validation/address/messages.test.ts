import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { AddressErrorCode } from 'payloom/validation'
import { localityNameTypes, postalNameTypes, stateNameTypes, sublocalityNameTypes } from '../../../core/validation/address/AddressFormatSpec.ts'

const messages = JSON.parse(readFileSync(new URL('../../../data/locales/en/address.json', import.meta.url), 'utf8')) as Record<string, string>

describe('address messages (en)', () => {
  it('has a sentence for every error code', () => {
    for (const code of Object.values(AddressErrorCode)) expect(messages[code], code).toMatch(/^[A-Z].*\.$/)
  })

  it('has a label for every name type and fixed field', () => {
    const types = [...localityNameTypes, ...stateNameTypes, ...postalNameTypes, ...sublocalityNameTypes, 'name', 'organization', 'line1', 'line2']
    for (const type of types) expect(messages[`label_${type}`], type).toMatch(/^\S/)
  })

  it('labels the US-style and special postal codes the way shoppers know them', () => {
    expect(messages.label_zip).toBe('ZIP code')
    expect(messages.label_postal).toBe('Postal code')
    expect(messages.label_eircode).toBe('Eircode')
    expect(messages.label_pin).toBe('PIN')
  })
})
