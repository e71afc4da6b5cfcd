import * as Schema from 'effect/Schema'
import type { GeneratedFile, Generator } from '../GeneratedFile.ts'
import { CountryCode, LowerId, decodeSource } from '../decodeSource.ts'
import { exportConst, exportUnion } from '../emit.ts'

const Currencies = Schema.Struct({
  defaultCountry: Schema.Record(LowerId, CountryCode),
  countries: Schema.Record(LowerId, Schema.Array(CountryCode)),
})

const Method = Schema.Struct({
  saveable: Schema.optional(Schema.Boolean),
  mandate: Schema.optional(Schema.Boolean),
  offSession: Schema.optional(Schema.Boolean),
  polling: Schema.optional(Schema.Boolean),
  countries: Schema.optional(Schema.Array(CountryCode)),
  fieldDefaults: Schema.optional(Schema.Record(Schema.String, Schema.String)),
  fundingTypes: Schema.optional(Schema.Array(LowerId)),
})
const Methods = Schema.Struct({ methods: Schema.Record(LowerId, Method) })
const Banks = Schema.Struct({ banks: Schema.Array(Schema.Struct({ id: LowerId, name: Schema.String })) })
const Regions = Schema.Struct({ regions: Schema.Record(CountryCode, Schema.Array(CountryCode)) })

const Limits = Schema.Struct({
  ui: Schema.Record(Schema.String, Schema.Unknown),
  api: Schema.Record(Schema.String, Schema.Unknown),
  wallet: Schema.Record(Schema.String, Schema.Unknown),
  challengeWindows: Schema.Array(Schema.Struct({
    below: Schema.NullOr(Schema.Number),
    size: Schema.String.check(Schema.isPattern(/^0[1-5]$/)),
    width: Schema.Union([Schema.Number, Schema.Literal('100%')]),
    height: Schema.Union([Schema.Number, Schema.Literal('100%')]),
  })),
})

const withoutComment = <T extends object>(value: T): Omit<T, '$comment'> => {
  const { $comment: _, ...rest } = value as T & { $comment?: string }
  return rest
}

/** The method types whose entry sets `flag`, sorted. */
const methodsWith = (methods: Record<string, Schema.Schema.Type<typeof Method>>, flag: 'saveable' | 'mandate' | 'offSession' | 'polling') =>
  Object.keys(methods).filter((type) => methods[type]?.[flag] === true).sort()

export const tables: Generator = (read) => {
  const currencies = decodeSource(Currencies, 'currencies.json', withoutComment(read<object>('currencies.json')))
  const { methods } = decodeSource(Methods, 'payment-methods/methods.json', withoutComment(read<object>('payment-methods/methods.json')))
  const { banks } = decodeSource(Banks, 'banks/ideal.json', withoutComment(read<object>('banks/ideal.json')))
  const { regions } = decodeSource(Regions, 'payment-methods/bank-debit-regions.json', withoutComment(read<object>('payment-methods/bank-debit-regions.json')))
  const limits = decodeSource(Limits, 'limits.json', withoutComment(read<object>('limits.json')))

  for (const [currency, country] of Object.entries(currencies.defaultCountry)) {
    const listed = currencies.countries[currency]
    if (listed && !listed.includes(country)) {
      throw new Error(`data/currencies.json: the default country ${country} of ${currency} is not in its country list`)
    }
  }

  const methodTypes = Object.keys(methods).sort()
  const files: GeneratedFile[] = [
    {
      path: 'core/generated/currencies.generated.ts',
      sources: ['data/currencies.json'],
      build: (file) => {
        exportConst(file, 'currencyDefaultCountry', currencies.defaultCountry, { docs: 'The country a form starts with for a currency (payment-form.md §9).' })
        exportConst(file, 'currencyCountries', currencies.countries, { docs: 'The countries each currency is used in.' })
      },
    },
    {
      path: 'core/generated/paymentMethods.generated.ts',
      sources: ['data/payment-methods/methods.json', 'data/payment-methods/bank-debit-regions.json'],
      build: (file) => {
        exportUnion(file, 'KnownMethodType', methodTypes, 'Payment method types the data tables know facts about.')
        exportConst(file, 'methodCountries', Object.fromEntries(methodTypes.flatMap((t) => methods[t]?.countries ? [[t, methods[t].countries]] : [])), { docs: 'Where a method is offered by default (payment-form.md §9).' })
        exportConst(file, 'methodFieldDefaults', Object.fromEntries(methodTypes.flatMap((t) => methods[t]?.fieldDefaults ? [[t, methods[t].fieldDefaults]] : [])), { docs: 'The values a method\'s form starts with (payment-form.md §5).' })
        exportConst(file, 'methodFundingTypes', Object.fromEntries(methodTypes.flatMap((t) => methods[t]?.fundingTypes ? [[t, methods[t].fundingTypes]] : [])))
        exportConst(file, 'saveableMethods', methodsWith(methods, 'saveable'), { docs: 'Types a shopper may save for later.' })
        exportConst(file, 'mandateMethods', methodsWith(methods, 'mandate'), { docs: 'Types that need mandate acceptance.' })
        exportConst(file, 'offSessionMethods', methodsWith(methods, 'offSession'), { docs: 'Types that support off-session use.' })
        exportConst(file, 'pollingMethods', methodsWith(methods, 'polling'), { docs: 'Types whose confirmation is polled.' })
        exportConst(file, 'bankDebitRegions', regions, { docs: 'Bank-debit regions and the countries each covers.' })
      },
    },
    {
      path: 'core/generated/idealBanks.generated.ts',
      sources: ['data/banks/ideal.json'],
      build: (file) => {
        exportUnion(file, 'IdealBank', banks.map((b) => b.id))
        exportConst(file, 'idealBanks', banks, { keepOrder: true, docs: 'The Dutch banks iDEAL lists, in display order.' })
      },
    },
    {
      path: 'core/generated/limits.generated.ts',
      sources: ['data/limits.json'],
      build: (file) => {
        exportConst(file, 'uiLimits', limits.ui, { docs: 'Form defaults and sizes (payment-form.md §9).' })
        exportConst(file, 'apiLimits', limits.api, { docs: 'API client retries, timeouts and versions (controller.md §9). Durations in ms.' })
        exportConst(file, 'walletLimits', limits.wallet, { docs: 'Wallet timeouts, retries and caps (wallet.md §9). Durations in ms.' })
        exportConst(file, 'challengeWindows', limits.challengeWindows, { keepOrder: true, docs: '3DS challenge window size by outer width (controller.md §7), narrowest first.' })
      },
    },
  ]
  return files
}
