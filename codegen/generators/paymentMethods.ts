import * as Schema from 'effect/Schema'
import type { GeneratedFile, Generator } from '../GeneratedFile.ts'
import { CountryCode, LowerId, decodeSource } from '../decodeSource.ts'
import { exportConst, exportUnion, importTypes } from '../emit.ts'
import type { BillingField, MethodFacts, MethodFamily } from '../../core/methods/MethodFacts.ts'
import { readAddressData, withoutComment } from './addressData.ts'

const methodsSource = 'payment-methods/methods.json'
const regionsSource = 'payment-methods/bank-debit-regions.json'

/** Every `MethodFamily`; the compiler checks the list against the type both ways. */
const families = ['redirect', 'voucher', 'qr_code', 'notification', 'bank_debit'] as const satisfies ReadonlyArray<MethodFamily>
const billingFields = ['name', 'email', 'phone', 'country', 'address'] as const satisfies ReadonlyArray<BillingField>
type Missing<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : never
const everyFamilyListed: Missing<MethodFamily, (typeof families)[number]> = true
const everyBillingFieldListed: Missing<BillingField, (typeof billingFields)[number]> = true
void everyFamilyListed
void everyBillingFieldListed

// Strings here, checked below one by one, so that a bad value is named in plain words rather
// than by a schema error.
const Amounts = Schema.Record(Schema.String, Schema.Int)
const Method = Schema.Struct({
  // The spec's facts (payment-form.md §5 and §9, controller.md §9).
  saveable: Schema.optional(Schema.Boolean),
  mandate: Schema.optional(Schema.Boolean),
  offSession: Schema.optional(Schema.Boolean),
  polling: Schema.optional(Schema.Boolean),
  countries: Schema.optional(Schema.Array(CountryCode)),
  fieldDefaults: Schema.optional(Schema.Record(Schema.String, Schema.String)),
  fundingTypes: Schema.optional(Schema.Array(LowerId)),
  // The provider's facts (data/payment-methods/README.md says where each came from).
  name: Schema.optional(Schema.NonEmptyString),
  family: Schema.optional(Schema.String),
  currencies: Schema.optional(Schema.Array(Schema.String)),
  customerCountries: Schema.optional(Schema.Array(Schema.String)),
  setup: Schema.optional(Schema.Boolean),
  minimumAmount: Schema.optional(Amounts),
  maximumAmount: Schema.optional(Amounts),
  billing: Schema.optional(Schema.Array(Schema.String)),
})
type Method = Schema.Schema.Type<typeof Method>
const Methods = Schema.Struct({ methods: Schema.Record(LowerId, Method) })
const Regions = Schema.Struct({ regions: Schema.Record(CountryCode, Schema.Array(CountryCode)) })
const Banks = Schema.Struct({
  description: Schema.NonEmptyString,
  banks: Schema.Array(Schema.Struct({ id: LowerId, name: Schema.NonEmptyString })),
})

const fail = (source: string, where: string, problem: string): never => {
  throw new Error(`data/${source}: ${where}: ${problem}`)
}

/** The method types whose entry sets `flag`, sorted. */
const methodsWith = (methods: Readonly<Record<string, Method>>, flag: 'saveable' | 'mandate' | 'offSession' | 'polling') =>
  Object.keys(methods).filter((type) => methods[type]?.[flag] === true).sort()

const catalogKeys = ['name', 'family', 'currencies', 'customerCountries', 'setup', 'minimumAmount', 'maximumAmount', 'billing'] as const

/**
 * A method's provider facts, checked: a family the SDK knows, ISO currency codes, countries of the
 * address data, amounts only for its currencies and each minimum at most its maximum. `undefined`
 * for an entry with the spec's facts only (card, link, demo_pay).
 */
const factsOf = (type: string, method: Method, countryCodes: ReadonlySet<string>): MethodFacts | undefined => {
  const where = `methods.${type}`
  if (catalogKeys.every((key) => method[key] === undefined)) return undefined
  const { name, family, currencies, setup, billing } = method
  if (name === undefined || family === undefined || currencies === undefined || setup === undefined || billing === undefined) {
    return fail(methodsSource, where, 'an entry with provider facts needs name, family, currencies, setup and billing')
  }
  if (!(families as ReadonlyArray<string>).includes(family)) {
    fail(methodsSource, `${where}.family`, `${JSON.stringify(family)} is not a method family (${families.join(', ')})`)
  }
  if (currencies.length === 0) fail(methodsSource, `${where}.currencies`, 'lists no currency')
  for (const currency of currencies) {
    if (!/^[a-z]{3}$/.test(currency)) fail(methodsSource, `${where}.currencies`, `${JSON.stringify(currency)} is not an ISO 4217 code in three lower-case letters`)
  }
  if (new Set(currencies).size !== currencies.length) fail(methodsSource, `${where}.currencies`, 'lists a currency twice')
  if (method.countries !== undefined && method.customerCountries !== undefined) {
    fail(methodsSource, where, 'has the spec\'s countries and customerCountries: the spec\'s win, drop customerCountries')
  }
  const countries = method.countries ?? method.customerCountries
  const countriesKey = method.countries !== undefined ? 'countries' : 'customerCountries'
  for (const country of countries ?? []) {
    if (!countryCodes.has(country)) fail(methodsSource, `${where}.${countriesKey}`, `${JSON.stringify(country)} is not a country of data/address/formats.json`)
  }
  for (const field of billing) {
    if (!(billingFields as ReadonlyArray<string>).includes(field)) fail(methodsSource, `${where}.billing`, `${JSON.stringify(field)} is not a billing field (${billingFields.join(', ')})`)
  }
  for (const bound of ['minimumAmount', 'maximumAmount'] as const) {
    for (const [currency, amount] of Object.entries(method[bound] ?? {})) {
      if (!currencies.includes(currency)) fail(methodsSource, `${where}.${bound}.${currency}`, `is not one of the method's currencies (${currencies.join(', ')})`)
      if (amount <= 0) fail(methodsSource, `${where}.${bound}.${currency}`, `${amount} is not a positive amount in minor units`)
    }
  }
  for (const [currency, minimum] of Object.entries(method.minimumAmount ?? {})) {
    const maximum = method.maximumAmount?.[currency]
    if (maximum !== undefined && minimum > maximum) {
      fail(methodsSource, `${where}.minimumAmount.${currency}`, `the minimum ${minimum} is above the maximum ${maximum}`)
    }
  }
  return {
    name,
    family: family as MethodFamily,
    currencies,
    ...(countries !== undefined ? { countries } : {}),
    setup,
    ...(method.minimumAmount !== undefined ? { minimumAmount: method.minimumAmount } : {}),
    ...(method.maximumAmount !== undefined ? { maximumAmount: method.maximumAmount } : {}),
    billing: billing as ReadonlyArray<BillingField>,
  }
}

const pascal = (id: string): string => id.split('_').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('')

/**
 * data/payment-methods/*.json -> core/generated/paymentMethods.generated.ts: the spec's method
 * sets and defaults, and `methodCatalog`, the provider's facts about every method type that has
 * them. data/banks/<method>.json -> core/generated/<method>Banks.generated.ts, one module per list
 * so that a plugin imports only its own banks.
 */
export const paymentMethods: Generator = (read, list) => {
  const { methods } = decodeSource(Methods, methodsSource, withoutComment(read(methodsSource)))
  const { regions } = decodeSource(Regions, regionsSource, withoutComment(read(regionsSource)))
  const countryCodes = new Set(readAddressData(read).codes)
  for (const [region, countries] of Object.entries(regions)) {
    for (const country of countries) if (!countryCodes.has(country)) fail(regionsSource, `regions.${region}`, `"${country}" is not a country of data/address/formats.json`)
  }

  const methodTypes = Object.keys(methods).sort()
  const catalog = Object.fromEntries(methodTypes.flatMap((type) => {
    const facts = factsOf(type, methods[type]!, countryCodes)
    return facts ? [[type, facts]] : []
  }))
  const catalogTypes = Object.keys(catalog)
  const bankLists = list('banks').filter((entry) => !entry.isDirectory && entry.name.endsWith('.json')).map((entry) => entry.name.replace(/\.json$/, ''))

  return [
    {
      path: 'core/generated/paymentMethods.generated.ts',
      sources: [`data/${methodsSource}`, `data/${regionsSource}`],
      build: (file) => {
        importTypes(file, '../methods/MethodFacts.ts', ['MethodFacts'])
        exportUnion(file, 'KnownMethodType', methodTypes, 'Payment method types the data tables know facts about.')
        exportConst(file, 'methodCountries', Object.fromEntries(methodTypes.flatMap((t) => methods[t]?.countries ? [[t, methods[t].countries]] : [])), { docs: 'Where a method is offered by default (payment-form.md §9).' })
        exportConst(file, 'methodFieldDefaults', Object.fromEntries(methodTypes.flatMap((t) => methods[t]?.fieldDefaults ? [[t, methods[t].fieldDefaults]] : [])), { docs: 'The values a method\'s form starts with (payment-form.md §5).' })
        exportConst(file, 'methodFundingTypes', Object.fromEntries(methodTypes.flatMap((t) => methods[t]?.fundingTypes ? [[t, methods[t].fundingTypes]] : [])))
        exportConst(file, 'saveableMethods', methodsWith(methods, 'saveable'), { docs: 'Types a shopper may save for later.' })
        exportConst(file, 'mandateMethods', methodsWith(methods, 'mandate'), { docs: 'Types that need mandate acceptance.' })
        exportConst(file, 'offSessionMethods', methodsWith(methods, 'offSession'), { docs: 'Types that support off-session use.' })
        exportConst(file, 'pollingMethods', methodsWith(methods, 'polling'), { docs: 'Types whose confirmation is polled.' })
        exportConst(file, 'bankDebitRegions', regions, { docs: 'Bank-debit regions and the countries each covers.' })
        exportUnion(file, 'CatalogMethodType', catalogTypes, 'Payment method types the catalog has the provider\'s facts for.')
        exportConst(file, 'qrCodeMethods', catalogTypes.filter((type) => catalog[type]?.family === 'qr_code'), { docs: 'Types the shopper pays by scanning a QR code (the catalog\'s qr_code family): the SDK shows the code and polls.' })
        exportConst(file, 'methodCatalog', catalog, {
          satisfies: 'Readonly<Record<CatalogMethodType, MethodFacts>>',
          docs: 'The provider\'s facts about each method type: family, currencies, countries, setup, amounts, billing (data/payment-methods/README.md).',
        })
      },
    },
    ...bankLists.map((method): GeneratedFile => {
      const source = `banks/${method}.json`
      const { description, banks } = decodeSource(Banks, source, withoutComment(read(source)))
      const ids = banks.map((bank) => bank.id)
      const twice = ids.find((id, index) => ids.indexOf(id) !== index)
      if (twice !== undefined) fail(source, 'banks', `lists ${twice} twice`)
      return {
        path: `core/generated/${method}Banks.generated.ts`,
        sources: [`data/${source}`],
        build: (file) => {
          exportUnion(file, `${pascal(method)}Bank`, ids)
          exportConst(file, `${method}Banks`, banks, { keepOrder: true, docs: description })
        },
      }
    }),
  ]
}
