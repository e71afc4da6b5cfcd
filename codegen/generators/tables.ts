import * as Schema from 'effect/Schema'
import type { GeneratedFile, Generator } from '../GeneratedFile.ts'
import { CountryCode, LowerId, decodeSource } from '../decodeSource.ts'
import { exportConst } from '../emit.ts'

const Currencies = Schema.Struct({
  defaultCountry: Schema.Record(LowerId, CountryCode),
  countries: Schema.Record(LowerId, Schema.Array(CountryCode)),
})

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

/** data/currencies.json and data/limits.json -> their tables in core/generated/. */
export const tables: Generator = (read) => {
  const currencies = decodeSource(Currencies, 'currencies.json', withoutComment(read<object>('currencies.json')))
  const limits = decodeSource(Limits, 'limits.json', withoutComment(read<object>('limits.json')))

  for (const [currency, country] of Object.entries(currencies.defaultCountry)) {
    const listed = currencies.countries[currency]
    if (listed && !listed.includes(country)) {
      throw new Error(`data/currencies.json: the default country ${country} of ${currency} is not in its country list`)
    }
  }

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
