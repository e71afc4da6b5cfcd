import * as Schema from 'effect/Schema'
import type { GeneratedFile, Generator } from '../GeneratedFile.ts'
import { CountryCode, LowerId, decodeSource } from '../decodeSource.ts'
import { exportConst, exportUnion, importTypes } from '../emit.ts'
import type { InstalmentInterval, InstalmentPlan, InterestFreePlan } from '../../core/methods/InstalmentPlan.ts'
import type { BillingField, MethodFacts, MethodFamily } from '../../core/methods/MethodFacts.ts'
import { readAddressData, withoutComment } from './addressData.ts'

const methodsSource = 'payment-methods/methods.json'
const logosSource = 'logos/logos.json'
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
const Plan = Schema.Struct({
  countries: Schema.optional(Schema.Array(CountryCode)),
  name: Schema.optional(Schema.NonEmptyString),
  logo: Schema.optional(LowerId),
  kind: Schema.String,
  count: Schema.optional(Schema.Int),
  every: Schema.optional(Schema.String),
  remainder: Schema.optional(Schema.String),
  months: Schema.optional(Schema.Array(Schema.Int)),
  apr: Schema.optional(Schema.Struct({ min: Schema.Number, max: Schema.Number })),
})
type Plan = Schema.Schema.Type<typeof Plan>
const Method = Schema.Struct({
  // The spec's facts (payment-form.md §5 and §9, controller.md §9).
  saveable: Schema.optional(Schema.Boolean),
  mandate: Schema.optional(Schema.Boolean),
  offSession: Schema.optional(Schema.Boolean),
  polling: Schema.optional(Schema.Boolean),
  countries: Schema.optional(Schema.Array(CountryCode)),
  // A bank debit's region of the spec's bank-debit regions (bank-debit-regions.json): its countries.
  debitRegion: Schema.optional(CountryCode),
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
  // How a buy-now-pay-later method splits a payment, for the messaging elements.
  instalments: Schema.optional(Schema.Array(Plan)),
})
type Method = Schema.Schema.Type<typeof Method>
const Methods = Schema.Struct({ methods: Schema.Record(LowerId, Method) })
const Regions = Schema.Struct({ regions: Schema.Record(CountryCode, Schema.Array(CountryCode)) })
const Logos = Schema.Struct({ logos: Schema.Record(LowerId, Schema.Unknown) })
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

/** The spec's bank-debit regions (payment-form.md §9), each with the countries it covers. */
type Regions = Readonly<Record<string, ReadonlyArray<string>>>

/**
 * A method's provider facts, checked: a family the SDK knows, ISO currency codes, countries of the
 * address data, amounts only for its currencies and each minimum at most its maximum. A bank debit
 * with a `debitRegion` is offered in the countries of that region of the spec's. `undefined` for an
 * entry with the spec's facts only (card, link, demo_pay).
 */
const factsOf = (type: string, method: Method, countryCodes: ReadonlySet<string>, regions: Regions): MethodFacts | undefined => {
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
  const { debitRegion } = method
  const given = [method.countries && 'countries', method.customerCountries && 'customerCountries', debitRegion && 'debitRegion'].filter((key) => key !== undefined)
  if (given.length > 1) fail(methodsSource, where, `has ${given.join(' and ')}: keep one (the spec's countries or region win over customerCountries)`)
  if (debitRegion !== undefined) {
    if (family !== 'bank_debit') fail(methodsSource, `${where}.debitRegion`, 'only a bank_debit method has a bank-debit region')
    if (!Object.hasOwn(regions, debitRegion)) fail(methodsSource, `${where}.debitRegion`, `${JSON.stringify(debitRegion)} is not a region of data/${regionsSource} (${Object.keys(regions).join(', ')})`)
  }
  const countries = method.countries ?? method.customerCountries ?? (debitRegion === undefined ? undefined : regions[debitRegion])
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

const intervals = ['two_weeks', 'month'] as const satisfies ReadonlyArray<InstalmentInterval>
const everyIntervalListed: Missing<InstalmentInterval, (typeof intervals)[number]> = true
void everyIntervalListed
const remainders = ['first', 'last'] as const satisfies ReadonlyArray<InterestFreePlan['remainder']>

/**
 * A method's instalment plans, checked: a plan of a kind the SDK knows with its figures in range
 * (2 to 12 interest-free instalments; loan terms ascending; an APR from 0 to 100 percent, the
 * minimum at most the maximum), countries the method is offered in, logos data/logos/logos.json
 * has, and at most one plan without countries, last, for the shoppers no other plan names.
 */
const instalmentsOf = (type: string, plans: ReadonlyArray<Plan>, facts: MethodFacts | undefined, logoIds: ReadonlySet<string>): ReadonlyArray<InstalmentPlan> => {
  const where = `methods.${type}.instalments`
  if (facts === undefined) return fail(methodsSource, where, 'only a method with provider facts (name, family, currencies...) can have instalment plans')
  if (plans.length === 0) fail(methodsSource, where, 'lists no plan: leave the key out')
  return plans.map((plan, index): InstalmentPlan => {
    const at = `${where}[${index}]`
    const scope = {
      ...(plan.countries === undefined ? {} : { countries: plan.countries }),
      ...(plan.name === undefined ? {} : { name: plan.name }),
      ...(plan.logo === undefined ? {} : { logo: plan.logo }),
    }
    if (plan.countries === undefined && index !== plans.length - 1) fail(methodsSource, at, 'a plan without countries stands for every other country and comes last')
    for (const country of plan.countries ?? []) {
      if (facts.countries !== undefined && !facts.countries.includes(country)) fail(methodsSource, `${at}.countries`, `${JSON.stringify(country)} is not one of the method's countries (${facts.countries.join(', ')})`)
    }
    if (plan.logo !== undefined && !logoIds.has(plan.logo)) fail(methodsSource, `${at}.logo`, `${JSON.stringify(plan.logo)} is not a logo of data/${logosSource}`)
    if (plan.kind === 'interest_free') {
      const { count, every, remainder } = plan
      if (count === undefined || count < 2 || count > 12) return fail(methodsSource, `${at}.count`, 'an interest-free plan needs a count of 2 to 12 instalments')
      if (!(intervals as ReadonlyArray<string | undefined>).includes(every)) return fail(methodsSource, `${at}.every`, `${JSON.stringify(every)} is not an interval (${intervals.join(', ')})`)
      if (!(remainders as ReadonlyArray<string | undefined>).includes(remainder)) return fail(methodsSource, `${at}.remainder`, `${JSON.stringify(remainder)} is not where the remainder goes (${remainders.join(', ')})`)
      return { ...scope, kind: 'interest_free', count, every: every as InstalmentInterval, remainder: remainder as 'first' | 'last' }
    }
    if (plan.kind === 'monthly') {
      const { months, apr } = plan
      if (months === undefined || months.length === 0 || months.some((term, i) => term < 1 || (i > 0 && term <= months[i - 1]!))) {
        return fail(methodsSource, `${at}.months`, 'a monthly plan needs its loan terms in months, positive and ascending')
      }
      if (apr === undefined || apr.min < 0 || apr.max > 100 || apr.min > apr.max) return fail(methodsSource, `${at}.apr`, 'a monthly plan needs { min, max } percentages from 0 to 100, min at most max')
      return { ...scope, kind: 'monthly', months, apr }
    }
    return fail(methodsSource, `${at}.kind`, `${JSON.stringify(plan.kind)} is not a kind of plan (interest_free, monthly)`)
  })
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
    const facts = factsOf(type, methods[type]!, countryCodes, regions)
    return facts ? [[type, facts]] : []
  }))
  const catalogTypes = Object.keys(catalog)
  for (const region of Object.keys(regions)) {
    if (!methodTypes.some((type) => methods[type]?.debitRegion === region)) fail(regionsSource, `regions.${region}`, 'no method of methods.json has this debitRegion')
  }
  const logoIds = new Set(Object.keys(decodeSource(Logos, logosSource, withoutComment(read(logosSource))).logos))
  const instalments = Object.fromEntries(methodTypes.flatMap((type) => {
    const plans = methods[type]?.instalments
    return plans === undefined ? [] : [[type, instalmentsOf(type, plans, catalog[type], logoIds)]]
  }))
  const bankLists = list('banks').filter((entry) => !entry.isDirectory && entry.name.endsWith('.json')).map((entry) => entry.name.replace(/\.json$/, ''))

  return [
    {
      path: 'core/generated/paymentMethods.generated.ts',
      sources: [`data/${methodsSource}`, `data/${regionsSource}`],
      build: (file) => {
        importTypes(file, '../methods/MethodFacts.ts', ['MethodFacts'])
        exportUnion(file, 'KnownMethodType', methodTypes, 'Payment method types the data tables know facts about.')
        exportConst(file, 'methodFieldDefaults', Object.fromEntries(methodTypes.flatMap((t) => methods[t]?.fieldDefaults ? [[t, methods[t].fieldDefaults]] : [])), { docs: 'The values a method\'s form starts with (payment-form.md §5).' })
        exportConst(file, 'methodFundingTypes', Object.fromEntries(methodTypes.flatMap((t) => methods[t]?.fundingTypes ? [[t, methods[t].fundingTypes]] : [])), { docs: 'How the shopper may fund a payment of a method (payment-form.md §9): its form offers the choice.' })
        exportConst(file, 'saveableMethods', methodsWith(methods, 'saveable'), { docs: 'Types a shopper may save for later.' })
        exportConst(file, 'mandateMethods', methodsWith(methods, 'mandate'), { docs: 'Types that need mandate acceptance.' })
        exportConst(file, 'offSessionMethods', methodsWith(methods, 'offSession'), { docs: 'Types that support off-session use.' })
        exportConst(file, 'pollingMethods', methodsWith(methods, 'polling'), { docs: 'Types whose confirmation is polled.' })
        exportUnion(file, 'CatalogMethodType', catalogTypes, 'Payment method types the catalog has the provider\'s facts for.')
        exportConst(file, 'qrCodeMethods', catalogTypes.filter((type) => catalog[type]?.family === 'qr_code'), { docs: 'Types the shopper pays by scanning a QR code (the catalog\'s qr_code family): the SDK shows the code and polls.' })
        exportConst(file, 'methodCatalog', catalog, {
          satisfies: 'Readonly<Record<CatalogMethodType, MethodFacts>>',
          docs: 'The provider\'s facts about each method type: family, currencies, countries, setup, amounts, billing (data/payment-methods/README.md).',
        })
      },
    },
    {
      path: 'core/generated/instalments.generated.ts',
      sources: [`data/${methodsSource}`, `data/${logosSource}`],
      build: (file) => {
        importTypes(file, '../methods/InstalmentPlan.ts', ['InstalmentPlan'])
        importTypes(file, './paymentMethods.generated.ts', ['CatalogMethodType'])
        exportConst(file, 'instalmentMethodTypes', Object.keys(instalments), { docs: 'The buy-now-pay-later method types with instalment plans: those the messaging elements can show.' })
        exportConst(file, 'methodInstalments', instalments, {
          keepOrder: true,
          satisfies: 'Readonly<Partial<Record<CatalogMethodType, ReadonlyArray<InstalmentPlan>>>>',
          docs: 'How each buy-now-pay-later method splits a payment: for a shopper\'s country, its first plan that lists the country, else its plan without countries (data/payment-methods/README.md).',
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
