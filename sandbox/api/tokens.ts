import { ApiError } from '../ApiError.ts'
import { applePayTokenParams, readApplePayCard } from '../applePayTokens.ts'
import { newId, now } from '../ids.ts'
import { readCard, type CardDetails, type CardTokenHidden } from '../paymentMethods.ts'
import { commonParams, reader, type Reader } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind } from '../Store.ts'

/**
 * The token types (controller.md §3), each made from its own hash; an Apple Pay payment
 * (`pk_token`, sandbox/applePayTokens.ts) makes a card token.
 */
const tokenTypes = ['card', 'pii', 'bank_account', 'cvc_update', 'account', 'person'] as const
type TokenType = (typeof tokenTypes)[number]
const tokenSources = [...tokenTypes, 'pk_token'] as const

const brandNames: Readonly<Record<string, string>> = {
  visa: 'Visa', mastercard: 'MasterCard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay',
}

/** The token's `card`: what readCard made of the number, and the cardholder fields as given. */
export const cardToken = (params: Reader, card: CardDetails) => ({
  id: newId('card'),
  object: 'card',
  brand: brandNames[card.brand] ?? 'Unknown',
  last4: card.last4,
  exp_month: card.exp_month,
  exp_year: card.exp_year,
  funding: card.funding,
  country: card.country,
  fingerprint: card.fingerprint,
  cvc_check: card.checks.cvc_check === 'pass' ? 'unchecked' : null,
  name: params.string('name') ?? null,
  address_line1: params.string('address_line1') ?? null,
  address_line2: params.string('address_line2') ?? null,
  address_city: params.string('address_city') ?? null,
  address_state: params.string('address_state') ?? null,
  address_zip: params.string('address_zip') ?? null,
  address_country: params.string('address_country') ?? null,
  currency: params.string('currency')?.toLowerCase() ?? null,
  // How the card was tokenized: 'apple_pay' for an Apple Pay payment, null for a card typed.
  tokenization_method: card.wallet?.type === 'apple_pay' ? 'apple_pay' : null,
})

const bankAccount = (params: Reader) => {
  const account = params.only(['country', 'currency', 'account_holder_name', 'account_holder_type', 'routing_number', 'account_number'])
  const number = account.requiredString('account_number')
  if (!/^[0-9A-Z]{4,34}$/.test(number)) throw ApiError.invalidRequest('Invalid account number: use digits (or an IBAN).', { code: 'account_number_invalid', param: account.name('account_number') })
  const country = account.requiredString('country').toUpperCase()
  return {
    id: newId('ba'),
    object: 'bank_account',
    account_holder_name: account.string('account_holder_name') ?? null,
    account_holder_type: account.oneOf('account_holder_type', ['individual', 'company']) ?? null,
    bank_name: 'STRIPE TEST BANK',
    country,
    currency: (account.string('currency') ?? 'usd').toLowerCase(),
    last4: number.slice(-4),
    routing_number: account.string('routing_number') ?? null,
    status: 'new',
  }
}

// Person and account rules (controller.md §5): dob in range, ssn_last_4 of 4, gender, ownership.
const checkPerson = (person: Reader): void => {
  const dob = person.hash('dob')
  dob?.integer('day', 1, 31)
  dob?.integer('month', 1, 12)
  dob?.integer('year', 1900, 9999)
  const ssn = person.string('ssn_last_4')
  if (ssn !== undefined && ssn.length !== 4) throw ApiError.invalidRequest(`${person.name('ssn_last_4')} must be exactly 4 characters.`, { param: person.name('ssn_last_4') })
  person.oneOf('gender', ['male', 'female'])
  const relationship = person.hash('relationship')
  if (relationship?.has('percent_ownership') === true) {
    const value = Number(relationship.string('percent_ownership'))
    if (!Number.isFinite(value) || value < 0 || value > 100) {
      throw ApiError.invalidRequest(`${relationship.name('percent_ownership')} must be a number from 0 to 100.`, { param: relationship.name('percent_ownership') })
    }
  }
}

const checkAccount = (account: Reader): void => {
  account.oneOf('business_type', ['individual', 'company', 'non_profit', 'government_entity'])
  if (account.has('tos_shown_and_accepted') && account.boolean('tos_shown_and_accepted') !== true) {
    throw ApiError.invalidRequest(`${account.name('tos_shown_and_accepted')} must be true.`, { param: account.name('tos_shown_and_accepted') })
  }
  const individual = account.hash('individual')
  if (individual !== undefined) checkPerson(individual)
}

const create = (context: Context) => {
  const params = context.params.only([...commonParams, ...tokenTypes, ...applePayTokenParams, 'pasted_fields', 'radar_options', 'customer'])
  const given = tokenSources.filter((type) => params.has(type))
  if (given.length !== 1) {
    throw ApiError.invalidRequest(`Pass exactly one of ${tokenSources.join(', ')} to create a token.`, { code: given.length === 0 ? 'parameter_missing' : 'parameter_invalid', param: given[1] ?? 'card' })
  }
  const source = given[0]!
  const tokenOf = (type: TokenType) => ({ id: newId(type === 'cvc_update' ? 'cvctok' : type === 'pii' ? 'pii' : 'tok'), object: 'token', type, created: now(), livemode: false, used: false, client_ip: null })
  if (source === 'pk_token') {
    const hidden: CardTokenHidden = readApplePayCard(params)
    return ok(context.store.put(Kind.token, { ...tokenOf('card'), card: cardToken(reader({}), hidden.card) }, hidden))
  }
  const type: TokenType = source
  const details = params.hash(type)
  if (details === undefined) throw ApiError.invalidRequest(`${type} must be a hash.`, { param: type })
  const token = tokenOf(type)
  switch (type) {
    case 'card': {
      // Kept, so that a source can be made from the token (POST /v1/sources with token).
      const { card, outcome } = readCard(details)
      const hidden: CardTokenHidden = { card, outcome }
      return ok(context.store.put(Kind.token, { ...token, card: cardToken(details, card) }, hidden))
    }
    case 'bank_account':
      return ok({ ...token, bank_account: bankAccount(details) })
    case 'pii':
      details.only(['id_number']).requiredString('id_number')
      return ok(token)
    case 'cvc_update': {
      const cvc = details.only(['cvc']).requiredString('cvc')
      if (!/^\d{3,4}$/.test(cvc)) throw ApiError.card('invalid_cvc', "Your card's security code is invalid.", 'cvc')
      return ok(token)
    }
    case 'account':
      checkAccount(details)
      return ok(token)
    case 'person':
      checkPerson(details)
      return ok(token)
  }
}

/** POST /v1/tokens: card (or Apple Pay `pk_token`), pii, bank_account, cvc_update, account and person tokens. */
export const tokenRoutes: readonly Route[] = [{ method: 'POST', pattern: '/v1/tokens', access: 'publishable', captchaGated: true, handle: create }]
