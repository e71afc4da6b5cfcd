import * as Schema from 'effect/Schema'
import type { Generator } from '../GeneratedFile.ts'
import { CountryCode, LowerId, decodeSource } from '../decodeSource.ts'
import { exportConst, exportUnion, importTypes } from '../emit.ts'

const source = 'card-brands.json'
const fallbackBrand = 'unknown'
/** Detection reads at most this many leading digits (controller.md §9: a 6-digit prefix). */
const prefixDigits = 6

const Digits = Schema.String.check(Schema.isPattern(/^[0-9]{1,6}$/))
const NumberLength = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 19 }))
const BrandCode = Schema.String.check(Schema.isPattern(/^[A-Z][A-Z_]*$/))
const Prefix = Schema.Union([
  Schema.Struct({ prefix: Digits }),
  Schema.Struct({ from: Digits, to: Digits }),
])
const Brand = Schema.Struct({
  displayName: Schema.String,
  /** The brand's logo in data/logos/logos.json (the logos generator checks it and makes the loaders). */
  logo: LowerId,
  code: Schema.NullOr(BrandCode),
  variantOf: Schema.optional(LowerId),
  priority: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 })),
  prefixes: Schema.Array(Prefix),
  length: Schema.Struct({
    min: NumberLength,
    max: NumberLength,
    maxWith19Digits: Schema.optional(Schema.Literal(19)),
    minWithoutLuhn: Schema.optional(NumberLength),
  }),
  luhn: Schema.Boolean,
  cvc: Schema.Struct({
    min: Schema.Int.check(Schema.isBetween({ minimum: 3, maximum: 4 })),
    max: Schema.Int.check(Schema.isBetween({ minimum: 3, maximum: 4 })),
  }),
  groups: Schema.Array(NumberLength),
  shownInIcons: Schema.Boolean,
  countries: Schema.optional(Schema.Array(CountryCode)),
})
const Source = Schema.Struct({
  brands: Schema.Record(LowerId, Brand),
  unmappedBrandCodes: Schema.Array(BrandCode),
  networkAliases: Schema.Record(LowerId, LowerId),
})
type Brand = Schema.Schema.Type<typeof Brand>

interface Range {
  readonly brand: string
  readonly priority: number
  readonly digits: number
  readonly from: number
  readonly to: number
}

const fail = (entry: string, problem: string): never => {
  throw new Error(`data/${source}: ${entry}: ${problem}`)
}

const rangesOf = (brand: string, spec: Brand): Range[] =>
  spec.prefixes.map((p, index) => {
    const [from, to] = 'prefix' in p ? [p.prefix, p.prefix] : [p.from, p.to]
    const entry = `brands.${brand}.prefixes[${index}]`
    if (from.length !== to.length) fail(entry, `"from" (${from}) and "to" (${to}) must have the same number of digits`)
    if (Number(from) > Number(to)) fail(entry, `"from" (${from}) is above "to" (${to})`)
    return { brand, priority: spec.priority, digits: from.length, from: Number(from), to: Number(to) }
  })

/** The range widened to `prefixDigits` digits, so ranges of different widths compare. */
const span = (r: Range): readonly [number, number] => {
  const scale = 10 ** (prefixDigits - r.digits)
  return [r.from * scale, (r.to + 1) * scale - 1]
}

const describe = (r: Range): string => (r.from === r.to ? `${r.brand} ${r.from}` : `${r.brand} ${r.from}-${r.to}`)

/** Two ranges may overlap only when a priority says which one wins. */
const checkOverlaps = (ranges: ReadonlyArray<Range>): void => {
  ranges.forEach((a, i) => {
    for (const b of ranges.slice(i + 1)) {
      const [aLow, aHigh] = span(a)
      const [bLow, bHigh] = span(b)
      if (aLow > bHigh || bLow > aHigh) continue
      if (a.brand === b.brand) fail(`brands.${a.brand}.prefixes`, `${describe(a)} overlaps ${describe(b)}`)
      if (a.priority === b.priority) {
        fail(`brands.${a.brand}.prefixes`, `${describe(a)} overlaps ${describe(b)} at the same priority; give the one that must win a higher priority`)
      }
    }
  })
}

const checkBrand = (brand: string, spec: Brand, brands: Readonly<Record<string, Brand>>): void => {
  const entry = `brands.${brand}`
  const { min, max, maxWith19Digits } = spec.length
  if (min > max) fail(entry, `length.min (${min}) is above length.max (${max})`)
  if (maxWith19Digits !== undefined && maxWith19Digits <= max) fail(entry, `length.maxWith19Digits must be above length.max (${max})`)
  const { minWithoutLuhn } = spec.length
  if (spec.luhn && minWithoutLuhn !== undefined) fail(entry, 'length.minWithoutLuhn is only for a brand with "luhn": false')
  if (!spec.luhn && (minWithoutLuhn === undefined || minWithoutLuhn < min || minWithoutLuhn > (maxWith19Digits ?? max))) {
    fail(entry, `a brand with "luhn": false needs length.minWithoutLuhn between length.min (${min}) and its longest length`)
  }
  if (spec.cvc.min > spec.cvc.max) fail(entry, `cvc.min (${spec.cvc.min}) is above cvc.max (${spec.cvc.max})`)
  const grouped = spec.groups.reduce((sum, g) => sum + g, 0)
  if (grouped < min || grouped > max) fail(entry, `groups add up to ${grouped}, not a length between ${min} and ${max}`)
  if (spec.variantOf !== undefined) {
    const parent = brands[spec.variantOf]
    if (parent === undefined || parent.variantOf !== undefined) fail(entry, `variantOf names "${spec.variantOf}", which is not a main brand`)
    if (parent?.code !== spec.code) fail(entry, `a variant must have the code of ${spec.variantOf} (${parent?.code})`)
  }
}

/** Brand code -> brand, from the main brands (a variant shares its main brand's code). */
const brandsByCode = (brands: Readonly<Record<string, Brand>>, unmapped: ReadonlyArray<string>): Record<string, string> => {
  const byCode: Record<string, string> = {}
  for (const [brand, spec] of Object.entries(brands)) {
    if (spec.code === null || spec.variantOf !== undefined) continue
    if (byCode[spec.code] !== undefined) fail(`brands.${brand}.code`, `${spec.code} is also the code of ${byCode[spec.code]}`)
    if (unmapped.includes(spec.code)) fail(`brands.${brand}.code`, `${spec.code} is listed in unmappedBrandCodes`)
    byCode[spec.code] = brand
  }
  return byCode
}

/**
 * data/card-brands.json -> core/generated/cardBrands.generated.ts: the `CardBrand` union, each
 * brand's lengths, Luhn rule, CVC sizes, groups, codes and countries, and the prefix table detection scans,
 * ordered by priority so that the first full match is the answer.
 */
export const cardBrands: Generator = (read) => {
  const { $comment: _, ...raw } = read<Record<string, unknown>>(source)
  const data = decodeSource(Source, source, raw)
  const names = Object.keys(data.brands)
  const fallback = data.brands[fallbackBrand]
  if (fallback === undefined || fallback.prefixes.length > 0) fail(`brands.${fallbackBrand}`, 'the fallback brand must exist and have no prefixes')

  for (const [brand, spec] of Object.entries(data.brands)) checkBrand(brand, spec, data.brands)
  const ranges = Object.entries(data.brands).flatMap(([brand, spec]) => rangesOf(brand, spec))
  checkOverlaps(ranges)
  const byCode = brandsByCode(data.brands, data.unmappedBrandCodes)
  for (const [network, brand] of Object.entries(data.networkAliases)) {
    if (!names.includes(brand)) fail(`networkAliases.${network}`, `"${brand}" is not a brand`)
  }

  const table = [...ranges]
    .sort((a, b) => b.priority - a.priority || b.digits - a.digits || a.from - b.from)
    .map(({ brand, digits, from, to }) => ({ brand, digits, from, to }))
  const specs = Object.fromEntries(Object.entries(data.brands).map(([brand, { priority: _p, prefixes: _r, logo: _l, countries, ...spec }]) =>
    [brand, countries === undefined ? spec : { ...spec, countries: [...countries].sort() }]))

  return [{
    path: 'core/generated/cardBrands.generated.ts',
    sources: [`data/${source}`],
    build: (file) => {
      importTypes(file, '../validation/card/CardBrandSpec.ts', ['BrandPrefix', 'CardBrandSpec'])
      exportUnion(file, 'CardBrand', names, 'A card brand payloom knows (payment-form.md §3); `unknown` when no prefix matches.')
      exportUnion(file, 'BrandCode', Object.keys(byCode), 'A wallet-side brand code that maps to a card brand (wallet.md §9).')
      exportConst(file, 'cardBrands', specs, { satisfies: 'Readonly<Record<CardBrand, CardBrandSpec>>', docs: 'Each brand\'s lengths, Luhn rule, CVC sizes, display groups, code and countries.' })
      exportConst(file, 'brandPrefixes', table, {
        keepOrder: true,
        satisfies: 'ReadonlyArray<BrandPrefix & { readonly brand: CardBrand }>',
        docs: 'Prefix ranges, highest priority first (elo before the visa, discover and unionpay ranges it sits in).',
      })
      exportConst(file, 'brandsByCode', byCode, { satisfies: 'Readonly<Record<BrandCode, CardBrand>>', docs: 'Wallet brand code -> card brand.' })
      exportConst(file, 'unmappedBrandCodes', data.unmappedBrandCodes, { keepOrder: true, docs: 'Wallet brand codes payloom knows and does not map to a brand.' })
      exportConst(file, 'networkAliases', data.networkAliases, { satisfies: 'Readonly<Record<string, CardBrand>>', docs: 'Provider network names -> card brand (controller.md §9).' })
    },
  }]
}
