import { describe, expect, it } from 'vitest'
import { gzipSizeOfEntry } from '../../../bench/bundleSize.ts'

const cardFunctions = `export {
  detectCardBrand, luhnCheck, formatCardNumber, validateCardNumber, parseExpiry, validateExpiry, validateCvc,
  fieldForDeclineCode, requiresCvcRecollection, isSavedCardExpired, isBrandAvailableInCountry,
} from 'payloom/validation'`

describe('the card functions in a merchant bundle', () => {
  it('cost under 4 KB gzipped when imported from payloom/validation', async () => {
    expect(await gzipSizeOfEntry(cardFunctions)).toBeLessThan(4096)
  }, 30_000)

  it('carry nothing they do not use: one function alone stays small', async () => {
    const one = await gzipSizeOfEntry(`export { fieldForDeclineCode } from 'payloom/validation'`)
    expect(one).toBeLessThan(400)
  }, 30_000)

  it('refuses to measure an entry that names a missing export', async () => {
    await expect(gzipSizeOfEntry(`export { noSuchThing } from 'payloom/validation'`)).rejects.toThrow(/noSuchThing/)
  }, 30_000)
})
