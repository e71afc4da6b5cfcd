import { describe, expect, it } from 'vitest'
import { cardBrands as generate } from '../../codegen/generators/cardBrands.ts'
import data from '../../data/card-brands.json' with { type: 'json' }

type Source = typeof data
/** Runs the generator on a changed copy of data/card-brands.json. */
const run = (change: (copy: Source) => void) => {
  const copy = structuredClone(data)
  change(copy)
  return generate(<T>() => copy as T, () => [])
}
const brands = (copy: Source): Record<string, Record<string, unknown>> => copy.brands

describe('codegen/generators/cardBrands.ts', () => {
  it('emits one file from the data as it is', () => {
    expect(run(() => undefined).map((file) => file.path)).toEqual(['core/generated/cardBrands.generated.ts'])
  })

  it('names the file and the entry when the JSON does not fit the schema', () => {
    expect(() => run((copy) => { brands(copy).visa!.length = { min: 16 } })).toThrow(/data\/card-brands\.json/)
    expect(() => run((copy) => { brands(copy).visa!.prefixes = [{ prefix: '4x' }] })).toThrow(/data\/card-brands\.json/)
  })

  it('refuses overlapping ranges of different brands at the same priority', () => {
    expect(() => run((copy) => { brands(copy).elo!.priority = 1 }))
      .toThrow(/data\/card-brands\.json: brands\.visa\.prefixes: visa 4 overlaps elo 401178 at the same priority/)
  })

  it('refuses a brand overlapping itself', () => {
    expect(() => run((copy) => { brands(copy).amex!.prefixes = [{ prefix: '34' }, { from: '340', to: '341' }] }))
      .toThrow(/brands\.amex\.prefixes: amex 34 overlaps amex 340-341/)
  })

  it('refuses ranges whose ends differ in width or are reversed', () => {
    expect(() => run((copy) => { brands(copy).jcb!.prefixes = [{ from: '3528', to: '358' }] })).toThrow(/brands\.jcb\.prefixes\[0\]: .*same number of digits/)
    expect(() => run((copy) => { brands(copy).jcb!.prefixes = [{ from: '3589', to: '3528' }] })).toThrow(/brands\.jcb\.prefixes\[0\]: "from" \(3589\) is above "to"/)
  })

  it('refuses inconsistent lengths, CVC sizes and groups', () => {
    expect(() => run((copy) => { brands(copy).visa!.length = { min: 17, max: 16 } })).toThrow(/brands\.visa: length\.min/)
    expect(() => run((copy) => { brands(copy).amex!.cvc = { min: 4, max: 3 } })).toThrow(/brands\.amex: cvc\.min/)
    expect(() => run((copy) => { brands(copy).amex!.groups = [4, 6, 4] })).toThrow(/brands\.amex: groups add up to 14/)
  })

  it('needs length.minWithoutLuhn exactly on a brand without Luhn, within its lengths', () => {
    expect(() => run((copy) => { delete brands(copy).visa!.luhn })).toThrow(/data\/card-brands\.json/)
    expect(() => run((copy) => { brands(copy).visa!.luhn = false })).toThrow(/brands\.visa: a brand with "luhn": false needs length\.minWithoutLuhn/)
    expect(() => run((copy) => { brands(copy).unionpay!.length = { min: 13, max: 19, minWithoutLuhn: 12 } })).toThrow(/brands\.unionpay: a brand with "luhn": false needs length\.minWithoutLuhn/)
    expect(() => run((copy) => { brands(copy).amex!.length = { min: 15, max: 15, minWithoutLuhn: 15 } })).toThrow(/brands\.amex: length\.minWithoutLuhn is only for a brand with "luhn": false/)
  })

  it('refuses a code shared by two main brands, or listed as unmapped', () => {
    expect(() => run((copy) => { brands(copy).elo!.code = 'VISA' })).toThrow(/brands\.elo\.code: VISA is also the code of visa/)
    expect(() => run((copy) => { copy.unmappedBrandCodes.push('JCB') })).toThrow(/brands\.jcb\.code: JCB is listed in unmappedBrandCodes/)
    expect(() => run((copy) => { brands(copy).diners14!.code = 'DINERS' })).toThrow(/brands\.diners14: a variant must have the code of diners/)
  })

  it('needs the unknown fallback and real brands behind network aliases', () => {
    expect(() => run((copy) => { delete brands(copy).unknown })).toThrow(/brands\.unknown: the fallback brand must exist/)
    expect(() => run((copy) => { (copy.networkAliases as Record<string, string>).maestro = 'maestro' })).toThrow(/networkAliases\.maestro: "maestro" is not a brand/)
  })
})
