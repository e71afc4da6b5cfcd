import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { DataLister, DataReader } from '../../codegen/GeneratedFile.ts'
import { paymentMethods as generate } from '../../codegen/generators/paymentMethods.ts'
import { render } from '../../codegen/main.ts'
import { countryCodes } from '../../core/generated/address/countryCodes.generated.ts'
import { currencyCountries } from '../../core/generated/currencies.generated.ts'
import { epsBanks } from '../../core/generated/epsBanks.generated.ts'
import { fpxBanks } from '../../core/generated/fpxBanks.generated.ts'
import { idealBanks } from '../../core/generated/idealBanks.generated.ts'
import { netbankingBanks } from '../../core/generated/netbankingBanks.generated.ts'
import { p24Banks } from '../../core/generated/p24Banks.generated.ts'
import {
  mandateMethods, methodCatalog, methodFieldDefaults, pollingMethods, saveableMethods,
  type CatalogMethodType,
} from '../../core/generated/paymentMethods.generated.ts'
import type { MethodFacts, MethodFamily } from '../../core/methods/MethodFacts.ts'
import data from '../../data/payment-methods/methods.json' with { type: 'json' }
import regionData from '../../data/payment-methods/bank-debit-regions.json' with { type: 'json' }

const root = resolve(import.meta.dirname, '../..')
const readData: DataReader = <T>(path: string): T => JSON.parse(readFileSync(join(root, 'data', path), 'utf8')) as T
const listData: DataLister = (path) =>
  readdirSync(join(root, 'data', path), { withFileTypes: true }).map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() }))

type Source = typeof data
type Entry = Record<string, unknown>
/** Runs the generator on a changed copy of data/payment-methods/methods.json (every other source as it is). */
const run = (change: (methods: Record<string, Entry>) => void) => {
  const copy: Source = structuredClone(data)
  change(copy.methods as Record<string, Entry>)
  return generate(<T>(path: string): T => (path === 'payment-methods/methods.json' ? copy as T : readData<T>(path)), listData)
}

/** The brief's catalog: every type and the family it finishes in. */
const families: Readonly<Record<CatalogMethodType, MethodFamily>> = {
  acss_debit: 'bank_debit', au_becs_debit: 'bank_debit', bacs_debit: 'bank_debit', nz_bank_account: 'bank_debit',
  sepa_debit: 'bank_debit', us_bank_account: 'bank_debit',
  oxxo: 'voucher',
  paynow: 'qr_code', promptpay: 'qr_code', qris: 'qr_code', wechat_pay: 'qr_code',
  mb_way: 'notification', upi: 'notification',
  affirm: 'redirect', afterpay_clearpay: 'redirect', alma: 'redirect', amazon_pay: 'redirect', bancontact: 'redirect', cashapp: 'redirect',
  crypto: 'redirect', eps: 'redirect', fpx: 'redirect', gopay: 'redirect', ideal: 'redirect', kakao_pay: 'redirect',
  klarna: 'redirect', kr_card: 'redirect', mobilepay: 'redirect', naver_pay: 'redirect', netbanking: 'redirect', p24: 'redirect',
  pay_by_bank: 'redirect', paypal: 'redirect', revolut_pay: 'redirect', shopeepay: 'redirect', sofort: 'redirect',
  twint: 'redirect', zip: 'redirect',
}

const catalog: ReadonlyArray<readonly [string, MethodFacts]> = Object.entries(methodCatalog)
const isoCurrencies = new Set(Intl.supportedValuesOf('currency').map((code) => code.toLowerCase()))
const knownCountries = new Set<string>(countryCodes)

describe('methodCatalog (core/generated/paymentMethods.generated.ts)', () => {
  it('has every method type of the catalog, in the family it finishes in, and no other', () => {
    expect(Object.keys(methodCatalog).sort()).toEqual(Object.keys(families).sort())
    for (const [type, facts] of catalog) expect([type, facts.family]).toEqual([type, families[type as CatalogMethodType]])
  })

  it('names each method and lists the billing fields it needs once each', () => {
    for (const [type, facts] of catalog) {
      expect(facts.name.trim(), type).not.toBe('')
      expect(new Set(facts.billing).size, type).toBe(facts.billing.length)
    }
    expect(methodCatalog.ideal.name).toBe('iDEAL')
    expect(methodCatalog.sepa_debit.name).toBe('SEPA Direct Debit')
    expect(methodCatalog.klarna.billing).toEqual(expect.arrayContaining(['email', 'country']))
  })

  it('accepts only ISO 4217 currencies, in lower case, each once', () => {
    for (const [type, facts] of catalog) {
      expect(facts.currencies.length, type).toBeGreaterThan(0)
      expect(new Set(facts.currencies).size, type).toBe(facts.currencies.length)
      for (const currency of facts.currencies) {
        expect(currency, type).toMatch(/^[a-z]{3}$/)
        expect(isoCurrencies.has(currency), `${type}: ${currency} is not an ISO 4217 code`).toBe(true)
      }
    }
  })

  it('is offered where one of its currencies is used, when data/currencies.json maps them', () => {
    // Not every currency: a wallet may present a neighbour's currency (MobilePay: DK and FI, also NOK and SEK).
    for (const currency of Object.keys(currencyCountries)) expect(isoCurrencies.has(currency), currency).toBe(true)
    const usedIn: Readonly<Record<string, ReadonlyArray<string>>> = currencyCountries
    for (const [type, facts] of catalog) {
      const mapped = facts.currencies.filter((currency) => usedIn[currency] !== undefined)
      if (!facts.countries || mapped.length === 0) continue
      expect(mapped.some((currency) => facts.countries!.some((country) => usedIn[currency]!.includes(country))), type).toBe(true)
    }
  })

  it('offers methods only in countries of the address data', () => {
    for (const [type, facts] of catalog) {
      for (const country of facts.countries ?? []) expect(knownCountries.has(country), `${type}: ${country}`).toBe(true)
      if (facts.countries) expect(new Set(facts.countries).size, type).toBe(facts.countries.length)
    }
  })

  it('gives amounts only for its currencies, as positive whole minor units, each minimum at most its maximum', () => {
    for (const [type, facts] of catalog) {
      for (const bounds of [facts.minimumAmount, facts.maximumAmount]) {
        for (const [currency, amount] of Object.entries(bounds ?? {})) {
          expect(facts.currencies, `${type}: ${currency}`).toContain(currency)
          expect(Number.isSafeInteger(amount) && amount > 0, `${type}: ${currency} ${amount}`).toBe(true)
        }
      }
      for (const [currency, minimum] of Object.entries(facts.minimumAmount ?? {})) {
        expect(minimum, `${type}: ${currency}`).toBeLessThanOrEqual(facts.maximumAmount?.[currency] ?? Number.MAX_SAFE_INTEGER)
      }
    }
    expect(methodCatalog.oxxo).toMatchObject({ minimumAmount: { mxn: 1000 }, maximumAmount: { mxn: 1000000 } })
  })

  it('has a logo module for every method type', () => {
    const rendered = render()
    for (const [type] of catalog) {
      const path = `core/generated/logos/${type}.generated.ts`
      expect(existsSync(join(root, path)), path).toBe(true)
      expect(rendered.has(path), path).toBe(true)
    }
  }, 60_000)

  describe('agrees with the spec\'s sets (payment-form.md §9, controller.md §9)', () => {
    const inCatalog = (types: ReadonlyArray<string>): CatalogMethodType[] =>
      types.filter((type): type is CatalogMethodType => type in methodCatalog)

    it('a saveable method can be set up for later payments', () => {
      for (const type of inCatalog(saveableMethods)) expect(methodCatalog[type].setup, type).toBe(true)
    })

    it('every bank debit needs a mandate and can be set up', () => {
      for (const [type, facts] of catalog) {
        if (facts.family === 'bank_debit') {
          expect(mandateMethods, type).toContain(type)
          expect(facts.setup, type).toBe(true)
        }
      }
    })

    it('a method whose confirmation is polled shows a QR code or notifies the shopper', () => {
      expect(inCatalog(pollingMethods)).toEqual([...pollingMethods])
      for (const type of inCatalog(pollingMethods)) expect(['qr_code', 'notification'], type).toContain(methodCatalog[type].family)
    })

    it('where the spec gives a method\'s countries, or its bank-debit region, the catalog has exactly those', () => {
      const facts: Readonly<Record<string, MethodFacts>> = methodCatalog
      const entries = data.methods as Readonly<Record<string, { readonly countries?: ReadonlyArray<string>; readonly debitRegion?: string }>>
      const regions: Readonly<Record<string, ReadonlyArray<string>>> = regionData.regions
      for (const [type, entry] of Object.entries(entries)) {
        if (entry.countries !== undefined && type in facts) expect(facts[type]?.countries, type).toEqual(entry.countries)
        if (entry.debitRegion !== undefined) expect(facts[type]?.countries, type).toEqual(regions[entry.debitRegion])
      }
      expect(methodCatalog.gopay.countries).toEqual(['US', 'ID'])
      // The spec's regions (payment-form.md §9): US, CA, the EU's 27, AU, NZ, each a bank debit's.
      expect(methodCatalog.sepa_debit.countries).toHaveLength(27)
      expect(methodCatalog.sepa_debit.countries).not.toContain('GB')
      expect([methodCatalog.us_bank_account, methodCatalog.acss_debit, methodCatalog.au_becs_debit, methodCatalog.nz_bank_account].map((method) => method.countries)).toEqual([['US'], ['CA'], ['AU'], ['NZ']])
    })

    it('a form\'s default country is one the method is offered in', () => {
      expect(methodCatalog.sofort.countries).toContain(methodFieldDefaults.sofort.country)
      expect(methodCatalog.mb_way.countries).toContain(methodFieldDefaults.mb_way.phoneCountry)
    })
  })
})

describe('bank lists (core/generated/<method>Banks.generated.ts)', () => {
  const lists = { eps: epsBanks, fpx: fpxBanks, ideal: idealBanks, netbanking: netbankingBanks, p24: p24Banks }

  it('emits one module per list in data/banks, and nothing else beside the method table and the instalment plans', () => {
    const paths = run(() => undefined).map((file) => file.path)
    expect(paths).toEqual([
      'core/generated/paymentMethods.generated.ts',
      'core/generated/instalments.generated.ts',
      ...Object.keys(lists).map((method) => `core/generated/${method}Banks.generated.ts`),
    ])
  })

  it('names each bank once, by an API value, with a display name', () => {
    for (const [method, banks] of Object.entries(lists)) {
      const ids = banks.map((bank) => bank.id)
      expect(new Set(ids).size, method).toBe(ids.length)
      for (const bank of banks) {
        expect(bank.id, method).toMatch(/^[a-z][a-z0-9_]*$/)
        expect(bank.name.trim(), `${method}: ${bank.id}`).not.toBe('')
      }
    }
  })

  it('holds the spec\'s default banks', () => {
    expect(p24Banks.map((bank) => bank.id)).toContain('alior_bank')
    expect(fpxBanks.map((bank) => bank.id)).toContain('maybank2u')
    expect(p24Banks.map((bank) => bank.id)).toContain(methodFieldDefaults.p24.bank)
    expect(fpxBanks.map((bank) => bank.id)).toContain(methodFieldDefaults.fpx.bank)
  })

  it('keeps each list to itself: a bank module imports nothing', () => {
    for (const method of Object.keys(lists)) {
      const text = readFileSync(join(root, `core/generated/${method}Banks.generated.ts`), 'utf8')
      expect(text, method).not.toMatch(/^import /m)
    }
  })
})

describe('codegen/generators/paymentMethods.ts refuses', () => {
  it('nothing in the data as it is', () => {
    expect(() => run(() => undefined)).not.toThrow()
  })

  it('a method with an unknown family', () => {
    expect(() => run((methods) => { methods.oxxo!.family = 'cash' }))
      .toThrow('data/payment-methods/methods.json: methods.oxxo.family: "cash" is not a method family (redirect, voucher, qr_code, notification, bank_debit)')
  })

  it('a currency that is not three lower-case letters, whatever it is', () => {
    fc.assert(fc.property(fc.string({ maxLength: 5 }).filter((code) => !/^[a-z]{3}$/.test(code)), (code) => {
      expect(() => run((methods) => { methods.ideal!.currencies = ['eur', code] }))
        .toThrow(`methods.ideal.currencies: ${JSON.stringify(code)} is not an ISO 4217 code in three lower-case letters`)
    }), { numRuns: 15 })
    expect(() => run((methods) => { methods.twint!.currencies = ['CHF'] })).toThrow(/methods\.twint\.currencies: "CHF" is not an ISO 4217 code/)
  })

  it('a country not in the address data', () => {
    expect(() => run((methods) => { methods.upi!.customerCountries = ['IN', 'XX'] }))
      .toThrow('data/payment-methods/methods.json: methods.upi.customerCountries: "XX" is not a country of data/address/formats.json')
    // An alias (AC is treated as SH) is not a country of its own.
    expect(() => run((methods) => { methods.upi!.customerCountries = ['AC'] })).toThrow(/methods\.upi\.customerCountries: "AC"/)
    expect(() => run((methods) => { methods.oxxo!.countries = ['MX', 'ZZ'] })).toThrow('methods.oxxo.countries: "ZZ" is not a country')
  })

  it('a minimum above its maximum, whatever the amounts', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (a, b) => {
      fc.pre(a !== b)
      const [maximum, minimum] = a < b ? [a, b] : [b, a]
      expect(() => run((methods) => { methods.alma!.minimumAmount = { eur: minimum }; methods.alma!.maximumAmount = { eur: maximum } }))
        .toThrow(`methods.alma.minimumAmount.eur: the minimum ${minimum} is above the maximum ${maximum}`)
    }), { numRuns: 10 })
    expect(() => run((methods) => { methods.alma!.minimumAmount = { eur: 5000 }; methods.alma!.maximumAmount = { eur: 5000 } })).not.toThrow()
  })

  it('an amount in a currency the method does not accept, or not a positive whole number', () => {
    expect(() => run((methods) => { methods.oxxo!.maximumAmount = { usd: 100 } })).toThrow('methods.oxxo.maximumAmount.usd: is not one of the method\'s currencies (mxn)')
    expect(() => run((methods) => { methods.oxxo!.minimumAmount = { mxn: 0 } })).toThrow('methods.oxxo.minimumAmount.mxn: 0 is not a positive amount')
    expect(() => run((methods) => { methods.oxxo!.minimumAmount = { mxn: 10.5 } })).toThrow(/data\/payment-methods\/methods\.json is not valid/)
  })

  it('an entry with some provider facts but not all, or with the spec\'s countries and its own', () => {
    expect(() => run((methods) => { delete methods.paypal!.billing })).toThrow('methods.paypal: an entry with provider facts needs name, family, currencies, setup and billing')
    expect(() => run((methods) => { methods.ideal!.customerCountries = ['NL', 'BE'] })).toThrow('methods.ideal: has countries and customerCountries: keep one')
    expect(() => run((methods) => { methods.sepa_debit!.customerCountries = ['DE'] })).toThrow('methods.sepa_debit: has customerCountries and debitRegion: keep one')
    expect(() => run((methods) => { methods.card!.family = 'redirect' })).toThrow('methods.card: an entry with provider facts needs')
  })

  it('a bank-debit region on another family, one the regions table lacks, or a region no method covers', () => {
    expect(() => run((methods) => { methods.paypal!.debitRegion = 'US' })).toThrow('methods.paypal.debitRegion: only a bank_debit method has a bank-debit region')
    expect(() => run((methods) => { delete methods.bacs_debit!.customerCountries; methods.bacs_debit!.debitRegion = 'GB' }))
      .toThrow('methods.bacs_debit.debitRegion: "GB" is not a region of data/payment-methods/bank-debit-regions.json (US, CA, EU, AU, NZ)')
    expect(() => run((methods) => { delete methods.nz_bank_account!.debitRegion; methods.nz_bank_account!.customerCountries = ['NZ'] }))
      .toThrow('data/payment-methods/bank-debit-regions.json: regions.NZ: no method of methods.json has this debitRegion')
  })

  it('an unknown billing field', () => {
    expect(() => run((methods) => { methods.klarna!.billing = ['email', 'birthday'] })).toThrow('methods.klarna.billing: "birthday" is not a billing field')
  })

  it('an instalment plan out of range, in a country the method is not offered in, or after the plan for everywhere else', () => {
    const plan = { kind: 'interest_free', count: 4, every: 'two_weeks', remainder: 'first' }
    const where = 'data/payment-methods/methods.json: methods.zip.instalments[0]'
    fc.assert(fc.property(fc.integer({ min: -5, max: 40 }).filter((count) => count < 2 || count > 12), (count) => {
      expect(() => run((methods) => { methods.zip!.instalments = [{ ...plan, count }] })).toThrow(`${where}.count: an interest-free plan needs a count of 2 to 12 instalments`)
    }), { numRuns: 10 })
    expect(() => run((methods) => { methods.zip!.instalments = [{ ...plan, every: 'week' }] })).toThrow(`${where}.every: "week" is not an interval (two_weeks, month)`)
    expect(() => run((methods) => { methods.zip!.instalments = [{ ...plan, remainder: 'middle' }] })).toThrow(`${where}.remainder: "middle" is not where the remainder goes (first, last)`)
    expect(() => run((methods) => { methods.zip!.instalments = [{ ...plan, countries: ['GB'] }] })).toThrow(`${where}.countries: "GB" is not one of the method's countries (AU, US)`)
    expect(() => run((methods) => { methods.zip!.instalments = [{ ...plan, logo: 'zippay' }] })).toThrow(`${where}.logo: "zippay" is not a logo of data/logos/logos.json`)
    expect(() => run((methods) => { methods.zip!.instalments = [plan, { ...plan, countries: ['US'] }] })).toThrow(`${where}: a plan without countries stands for every other country and comes last`)
    expect(() => run((methods) => { methods.zip!.instalments = [{ kind: 'later', count: 4 }] })).toThrow(`${where}.kind: "later" is not a kind of plan (interest_free, monthly)`)
    expect(() => run((methods) => { methods.card!.instalments = [plan] })).toThrow('methods.card.instalments: only a method with provider facts')
  })

  it('a loan plan whose terms are not ascending or whose rates are not a range of percentages', () => {
    const where = 'data/payment-methods/methods.json: methods.affirm.instalments[0]'
    const loan = (months: ReadonlyArray<number>, min: number, max: number) => (methods: Record<string, Entry>) => { methods.affirm!.instalments = [{ kind: 'monthly', months, apr: { min, max } }] }
    expect(() => run(loan([12, 6], 0, 36))).toThrow(`${where}.months: a monthly plan needs its loan terms in months, positive and ascending`)
    expect(() => run(loan([0, 6], 0, 36))).toThrow(`${where}.months`)
    expect(() => run(loan([3, 6], 40, 36))).toThrow(`${where}.apr: a monthly plan needs { min, max } percentages from 0 to 100, min at most max`)
    expect(() => run(loan([3, 6], 0, 120))).toThrow(`${where}.apr`)
    expect(() => run(loan([3, 6, 12, 24], 9.99, 35.99))).not.toThrow()
  })
})
