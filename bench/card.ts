/**
 * Card validation against the `card-validator` npm package: speed on the same inputs in the same
 * run, and what each costs a merchant's bundle.
 */
import cardValidator from 'card-validator'
import { detectCardBrand, validateCardNumber, validateCvc, validateExpiry } from '../core/validation/card/index.ts'
import { gzipSizeOfEntry } from './bundleSize.ts'

export interface CardBenchResult {
  /** Cards (number + expiry + CVC) validated per second by payloom. */
  readonly payloomCardValidationsPerSecond: number
  /** The same, by card-validator. */
  readonly cardValidatorValidationsPerSecond: number
  /** payloom's rate over card-validator's; the target is 10. */
  readonly ratio: number
  /** Gzip bytes of every payloom card function imported from 'payloom/validation'. */
  readonly payloomCardOnlyGzipBytes: number
  /** Gzip bytes of card-validator's number, expirationDate and cvv. */
  readonly cardValidatorGzipBytes: number
}

interface CardInput {
  readonly number: string
  readonly expiry: string
  readonly cvc: string
}

const inputCount = 10_000
const seed = 0x5eed
const warmUpMs = 300
const measureMs = 1000

/** mulberry32: a small seeded generator, so every run validates the same cards. */
const seededRandom = (start: number): (() => number) => {
  let state = start >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const luhnDigit = (body: string): string => {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const value = Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 2 : 1)
    sum += value > 9 ? value - 9 : value
  }
  return String((10 - (sum % 10)) % 10)
}

/** Prefixes and lengths both libraries agree on, so neither is timed on numbers it refuses outright. */
const brands: ReadonlyArray<{ readonly prefixes: ReadonlyArray<string>; readonly length: number; readonly cvc: number }> = [
  { prefixes: ['4'], length: 16, cvc: 3 },
  { prefixes: ['51', '55', '2221', '2720'], length: 16, cvc: 3 },
  { prefixes: ['34', '37'], length: 15, cvc: 4 },
  { prefixes: ['6011', '65'], length: 16, cvc: 3 },
  { prefixes: ['3528', '3589'], length: 16, cvc: 3 },
  { prefixes: ['62'], length: 16, cvc: 3 },
  { prefixes: ['36'], length: 14, cvc: 3 },
]

/**
 * About 10k cards of mixed brands: most valid, some with a wrong check digit, cut short, typed
 * with spaces, with a past or impossible expiry, or a CVC of the wrong length.
 */
const makeInputs = (): ReadonlyArray<CardInput> => {
  const random = seededRandom(seed)
  const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)] as T
  const digits = (count: number): string => Array.from({ length: count }, () => Math.floor(random() * 10)).join('')
  const thisYear = new Date().getFullYear() % 100
  return Array.from({ length: inputCount }, () => {
    const brand = pick(brands)
    const prefix = pick(brand.prefixes)
    const body = prefix + digits(brand.length - 1 - prefix.length)
    let number = body + luhnDigit(body)
    const roll = random()
    if (roll < 0.1) number = body + String((Number(luhnDigit(body)) + 1) % 10)
    else if (roll < 0.2) number = number.slice(0, brand.length - 3)
    else if (roll < 0.35) number = number.replace(/(\d{4})(?=\d)/g, '$1 ')
    const month = random() < 0.05 ? 13 : 1 + Math.floor(random() * 12)
    const year = thisYear - 2 + Math.floor(random() * 12)
    const expiry = `${String(month).padStart(2, '0')}/${String(year).padStart(2, '0')}`
    const cvc = digits(random() < 0.1 ? brand.cvc - 1 : brand.cvc)
    return { number, expiry, cvc }
  })
}

/** Validations per second: warm up, then run whole passes over the inputs for about a second. */
const rate = (inputs: ReadonlyArray<CardInput>, validate: (input: CardInput) => boolean): number => {
  let sink = 0
  const runFor = (ms: number): { readonly count: number; readonly elapsed: number } => {
    const start = performance.now()
    let count = 0
    let elapsed = 0
    do {
      for (const input of inputs) if (validate(input)) sink++
      count += inputs.length
      elapsed = performance.now() - start
    } while (elapsed < ms)
    return { count, elapsed }
  }
  runFor(warmUpMs)
  const { count, elapsed } = runFor(measureMs)
  // Reading the sink keeps the engine from dropping the validations as unused.
  if (sink < 0) throw new Error('unreachable')
  return Math.round((count / elapsed) * 1000)
}

const payloomValidate = (input: CardInput): boolean => {
  const number = validateCardNumber(input.number)
  const expiry = validateExpiry(input.expiry)
  const cvc = validateCvc(input.cvc, { brand: detectCardBrand(input.number) })
  return number.complete && expiry.complete && cvc.complete
}

const cardValidatorValidate = (input: CardInput): boolean => {
  const number = cardValidator.number(input.number)
  const expiry = cardValidator.expirationDate(input.expiry)
  const cvc = cardValidator.cvv(input.cvc, number.card?.code.size ?? [3, 4])
  return number.isValid && expiry.isValid && cvc.isValid
}

const payloomCardEntry = `export {
  detectCardBrand, luhnCheck, formatCardNumber, validateCardNumber, parseExpiry, validateExpiry, validateCvc,
  fieldForDeclineCode, requiresCvcRecollection, isSavedCardExpired, isBrandAvailableInCountry,
} from 'payloom/validation'`
const cardValidatorEntry = `export { number, expirationDate, cvv } from 'card-validator'`

/** Runs the comparison; takes a few seconds. */
export async function cardBench(): Promise<CardBenchResult> {
  const inputs = makeInputs()
  const payloomCardValidationsPerSecond = rate(inputs, payloomValidate)
  const cardValidatorValidationsPerSecond = rate(inputs, cardValidatorValidate)
  return {
    payloomCardValidationsPerSecond,
    cardValidatorValidationsPerSecond,
    ratio: Math.round((payloomCardValidationsPerSecond / cardValidatorValidationsPerSecond) * 10) / 10,
    payloomCardOnlyGzipBytes: await gzipSizeOfEntry(payloomCardEntry),
    cardValidatorGzipBytes: await gzipSizeOfEntry(cardValidatorEntry),
  }
}
