import * as Result from 'effect/Result'
import fc from 'fast-check'
import examples from 'libphonenumber-js/examples.mobile.json' with { type: 'json' }
import { getCountries, getExampleNumber } from 'libphonenumber-js/min'
import { describe, expect, it } from 'vitest'
import {
  cardBrandOfCode,
  cardCreateFields,
  checkRecollectedCard,
  checkRequestSurface,
  checkUpdateKind,
  fullCardYear,
  mobilePhoneNumber,
  normalizeCountryCode,
  normalizeEmail,
  recollectionNeeds,
  RequestSurface,
  sessionCacheKeyForEmail,
  signUpFields,
  webAuthnChallenge,
  type CardToSave,
  type SignUpInput,
} from '../../../../plugins/link/wallet/index.ts'
import { bankAccount, consumerSession, savedCard } from './fixtures.ts'

const failureOf = <A, E>(result: Result.Result<A, E>): E => {
  if (Result.isSuccess(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.success)}`)
  return result.failure
}
const successOf = <A, E>(result: Result.Result<A, E>): A => {
  if (Result.isFailure(result)) throw new Error(`expected a success, got ${JSON.stringify(result.failure)}`)
  return result.success
}

describe('e-mails and cache keys (wallet.md §5)', () => {
  it('trims and lower-cases an e-mail; the cache key has stars for dots', () => {
    expect(normalizeEmail('  Jenny.Rosen@Example.COM ')).toBe('jenny.rosen@example.com')
    expect(sessionCacheKeyForEmail('  Jenny.Rosen@Example.COM ')).toBe('jenny*rosen@example*com')
  })

  it('gives one key however the e-mail was typed, and never a dot in it', () => {
    const email = fc.tuple(fc.string(), fc.string(), fc.constantFrom('', ' ', '\t '), fc.constantFrom('', ' ', ' \n')).map(([local, domain, before, after]) => `${before}${local}@${domain}${after}`)
    fc.assert(fc.property(email, (typed) => {
      const key = sessionCacheKeyForEmail(typed)
      expect(key).not.toContain('.')
      expect(sessionCacheKeyForEmail(typed.toUpperCase())).toBe(sessionCacheKeyForEmail(typed.toLowerCase()))
      expect(normalizeEmail(normalizeEmail(typed))).toBe(normalizeEmail(typed))
      expect(key).toBe(normalizeEmail(typed).replaceAll('.', '*'))
    }))
  })

  it('reads AC and TA as SH', () => {
    expect(['AC', 'ta', ' SH '].map(normalizeCountryCode)).toEqual(['SH', 'SH', 'SH'])
  })
})

describe('checkRequestSurface', () => {
  it('accepts the fixed set', () => {
    for (const surface of Object.values(RequestSurface)) expect(successOf(checkRequestSurface(surface))).toBe(surface)
  })

  it('refuses anything else with LJS001', () => {
    fc.assert(fc.property(fc.anything().filter((value) => !(Object.values(RequestSurface) as unknown[]).includes(value)), (surface) => {
      const error = failureOf(checkRequestSurface(surface))
      expect(error.code).toBe('LJS001')
      expect(error.message).toMatch(/^Unsupported request surface/)
    }))
  })
})

describe('fullCardYear', () => {
  it('adds 2000 to a two-digit year and leaves a full year alone', () => {
    expect([0, 7, 34, 99, 2034, 1999].map(fullCardYear)).toEqual([2000, 2007, 2034, 2099, 2034, 1999])
    fc.assert(fc.property(fc.integer({ min: 0, max: 99 }), (year) => {
      expect(fullCardYear(year)).toBe(2000 + year)
      expect(fullCardYear(fullCardYear(year))).toBe(fullCardYear(year))
    }))
  })
})

describe('mobilePhoneNumber', () => {
  it('gives E.164 for a national or international number', () => {
    expect(successOf(mobilePhoneNumber('(650) 555-0155', 'US'))).toBe('+16505550155')
    expect(successOf(mobilePhoneNumber('+44 7911 123456', 'US'))).toBe('+447911123456')
    expect(successOf(mobilePhoneNumber('06 12 34 56 78', 'FR'))).toBe('+33612345678')
  })

  it("refuses an empty or invalid number with the phone field's codes", () => {
    expect(failureOf(mobilePhoneNumber('  ', 'US'))).toBe('empty_phone_number')
    expect(failureOf(mobilePhoneNumber('123', 'US'))).toBe('invalid_phone_number')
  })

  it("reads every country's example mobile number, typed nationally or internationally", () => {
    const countries = getCountries().filter((country) => getExampleNumber(country, examples) !== undefined)
    fc.assert(fc.property(fc.constantFrom(...countries), fc.boolean(), (country, international) => {
      const example = getExampleNumber(country, examples)!
      const typed = international ? example.formatInternational() : example.formatNational()
      expect(successOf(mobilePhoneNumber(typed, country))).toBe(example.number)
    }))
  })

  it('gives a number that reads back as itself', () => {
    const phone = fc.tuple(fc.constantFrom('US', 'GB', 'FR', 'DE', 'JP', 'BR', 'IN'), fc.stringMatching(/^[0-9 ()+-]{0,16}$/))
    fc.assert(fc.property(phone, ([country, typed]) => {
      const result = mobilePhoneNumber(typed, country)
      if (Result.isFailure(result)) return
      expect(result.success).toMatch(/^\+[1-9]\d{6,14}$/)
      expect(successOf(mobilePhoneNumber(result.success, 'US'))).toBe(result.success)
    }))
  })
})

describe('signUpFields', () => {
  const signUp: SignUpInput = {
    email: ' Jenny@Example.com ',
    phone: '(650) 555-0155',
    phoneCountry: 'US',
    formShowsConsent: false,
    consentAction: 'checkbox_checked',
    country: 'us',
    legalName: ' Jenny Rosen ',
  }

  it('normalises the e-mail, puts the phone in E.164 and the country in the table', () => {
    expect(successOf(signUpFields(signUp))).toEqual({
      email_address: 'jenny@example.com',
      phone_number: '+16505550155',
      country: 'US',
      consent_action: 'checkbox_checked',
      legal_name: 'Jenny Rosen',
    })
    expect(successOf(signUpFields({ ...signUp, country: 'TA' })).country).toBe('SH')
  })

  it("needs a consent action: 'No consent action provided on sign up'", () => {
    for (const consentAction of [undefined, null, '', '  ']) {
      expect(failureOf(signUpFields({ ...signUp, consentAction }))).toEqual({ _tag: 'LinkClientError', code: 'LJS007', message: 'No consent action provided on sign up' })
    }
  })

  it('needs a phone unless the form shows consent', () => {
    expect(failureOf(signUpFields({ ...signUp, phone: ' ' })).message).toBe('No phone number provided on sign up')
    expect(successOf(signUpFields({ ...signUp, phone: ' ', formShowsConsent: true }))).not.toHaveProperty('phone_number')
    expect(failureOf(signUpFields({ ...signUp, phone: '123', formShowsConsent: true })).message).toMatch(/Invalid phone number/)
  })

  it('needs a non-blank e-mail and a known country', () => {
    expect(failureOf(signUpFields({ ...signUp, email: '  ' })).code).toBe('LJS007')
    expect(failureOf(signUpFields({ ...signUp, country: 'XX' })).code).toBe('LJS007')
  })

  it('succeeds exactly when e-mail, consent and (unless consent shows) phone are there', () => {
    const optional = fc.option(fc.constantFrom('', '  ', 'x'), { nil: undefined })
    fc.assert(fc.property(fc.constantFrom('', ' ', 'a@b.co'), fc.option(fc.constantFrom('', '(650) 555-0155'), { nil: undefined }), fc.boolean(), optional, (email, phone, formShowsConsent, consentAction) => {
      const result = signUpFields({ ...signUp, email, phone, formShowsConsent, consentAction })
      const hasPhone = phone !== undefined && phone !== ''
      expect(Result.isSuccess(result)).toBe(email.trim() !== '' && (hasPhone || formShowsConsent) && consentAction === 'x')
    }))
  })
})

describe('cardCreateFields', () => {
  const card: CardToSave = {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 34,
    cvc: '123',
    billingDetails: { name: 'Jenny Rosen', address: { postal_code: '94103', country: 'US' } },
    email: 'Jenny@Example.com',
    isDefault: true,
    nickname: '  Work card ',
  }

  it('shapes the payload from billing details: full year, consumer address, normalised e-mail, trimmed nickname', () => {
    expect(successOf(cardCreateFields(card))).toEqual({
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
      billing_address: { name: 'Jenny Rosen', postal_code: '94103', country_code: 'US' },
      billing_email_address: 'jenny@example.com',
      is_default: true,
      active: true,
      nickname: 'Work card',
    })
  })

  it('takes a consumer address as it is, and leaves a blank nickname out', () => {
    const fields = successOf(cardCreateFields({ ...card, billingDetails: undefined, consumerAddress: { postal_code: '10001', country_code: 'US' }, nickname: '  ', preferredNetwork: 'cartes_bancaires' }))
    expect(fields.billing_address).toEqual({ postal_code: '10001', country_code: 'US' })
    expect(fields).not.toHaveProperty('nickname')
    expect(fields.card.preferred_network).toBe('cartes_bancaires')
  })

  it('needs an address, and refuses a token', () => {
    expect(failureOf(cardCreateFields({ ...card, billingDetails: undefined })).message).toBe('Did not receive consumerAddress or billingDetails')
    expect(failureOf(cardCreateFields({ ...card, token: 'tok_visa' })).message).toBe('Unsupported for Card details with token.')
  })
})

describe('card re-collection', () => {
  const now = new Date('2026-06-15T12:00:00Z')
  const context = { cvcRequested: false, fullNameCollectionRequired: false, now }

  it('needs nothing again for a card with good checks', () => {
    expect(recollectionNeeds(savedCard('a'), context)).toEqual({ cvc: false, expiry: false, postalCode: false, legalName: false })
  })

  it('needs each field for its reason', () => {
    const failing = savedCard('a', {
      card_details: { ...savedCard('a').card_details!, exp_year: 2025, checks: { cvc_check: 'fail', address_line1_check: null, address_postal_code_check: 'fail' } },
      billing_address: { country_code: 'US' },
    })
    expect(recollectionNeeds(failing, { ...context, fullNameCollectionRequired: true })).toEqual({ cvc: true, expiry: true, postalCode: true, legalName: true })
    expect(recollectionNeeds(savedCard('a'), { ...context, cvcRequested: true }).cvc).toBe(true)
    // A card Link saved without its CVC has it asked for.
    expect(recollectionNeeds(savedCard('a', { metadata: { active: true, cvc: false } }), context)).toMatchObject({ cvc: true })
  })

  it('checks what is needed with the card rules; a missing CVC is incomplete_cvc', () => {
    const everything = { cvc: true, expiry: true, postalCode: true, legalName: true }
    const inUs = { brand: 'visa' as const, country: 'US', now }
    expect(checkRecollectedCard({}, everything, inUs)).toEqual({ cvc: 'incomplete_cvc', expiry: 'incomplete_expiry', postalCode: 'incomplete_zip', legalName: 'incomplete_name' })
    expect(checkRecollectedCard({ cvc: '12a', expiry: '13/30', postalCode: 'ABC', legalName: 'Jenny' }, everything, inUs)).toEqual({ cvc: 'invalid_cvc', expiry: 'invalid_expiry_month', postalCode: 'invalid_zip' })
    expect(checkRecollectedCard({ cvc: '123', expiry: '12/30', postalCode: '94103', legalName: 'Jenny' }, everything, inUs)).toEqual({})
    expect(checkRecollectedCard({}, { cvc: false, expiry: false, postalCode: false, legalName: false }, inUs)).toEqual({})
  })
})

describe('checkUpdateKind', () => {
  it('refuses non-card details for a card update and non-bank details for a bank update', () => {
    expect(successOf(checkUpdateKind(savedCard('a'), 'card')).id).toBe('a')
    expect(successOf(checkUpdateKind(bankAccount('b'), 'bank')).id).toBe('b')
    expect(failureOf(checkUpdateKind(bankAccount('b'), 'card')).code).toBe('LJS007')
    expect(failureOf(checkUpdateKind(savedCard('a'), 'bank')).code).toBe('LJS007')
  })
})

describe('cardBrandOfCode', () => {
  it('maps the nine codes of §9 to our brands and leaves the others unmapped', () => {
    expect(['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'JCB', 'DINERS_CLUB', 'DISCOVER', 'UNIONPAY', 'ELO', 'CARTES_BANCAIRES'].map(cardBrandOfCode))
      .toEqual(['visa', 'mastercard', 'amex', 'jcb', 'diners', 'discover', 'unionpay', 'elo', 'cartes_bancaires'])
    expect(['RUPAY', 'EFTPOS_AU', 'GIROCARD', 'visa', 'constructor', '__proto__', null].map(cardBrandOfCode)).toEqual(Array(7).fill(undefined))
  })
})

describe('webAuthnChallenge', () => {
  const started = {
    consumer_session: consumerSession({ available_verification_factors: ['SMS', 'WEBAUTHN'] }),
    verification_session: { id: 'vs_1', type: 'WEBAUTHN' as const, verification_token: 'challenge-bytes' },
    available_passkeys: [{ id: 'cred_1', transports: ['internal'] }],
  }

  it('gives the challenge and the passkeys to allow', () => {
    expect(successOf(webAuthnChallenge(started))).toEqual({ verificationSessionId: 'vs_1', challenge: 'challenge-bytes', allowCredentials: [{ id: 'cred_1', transports: ['internal'] }] })
  })

  it('fails with internal_error for each lack of §8', () => {
    const reasonOf = (response: typeof started | Record<string, unknown>) => failureOf(webAuthnChallenge(response as typeof started))
    expect(reasonOf({ ...started, verification_session: null })).toMatchObject({ code: 'internal_error', reason: 'no_matching_verification_session' })
    expect(reasonOf({ ...started, verification_session: { ...started.verification_session, type: 'SMS' } }).reason).toBe('verification_session_not_webauthn')
    expect(reasonOf({ ...started, verification_session: { ...started.verification_session, verification_token: null } }).reason).toBe('no_challenge_attached')
    expect(reasonOf({ ...started, available_passkeys: [] }).reason).toBe('no_passkeys')
  })
})
