import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  EmailErrorCode,
  normalizeEmail,
  sessionCacheKeyForEmail,
  validateEmail,
} from '../../../core/validation/contact/index.ts'
import type { LinkAuthenticationOptions } from '../../../core/validation/options/index.ts'
import { checkEmail } from '../../../core/validation/contact/email.ts'

// Autofill is the element's knowledge, not an option: the element asks the rule behind validateEmail.
const codeOf = (email: unknown, autofilled?: boolean): string | undefined =>
  (autofilled === undefined ? validateEmail(email) : checkEmail(email, autofilled)).error?.code

// A local part and domain labels without '@', '.' or whitespace: the building blocks the rule names.
const atom = fc.string({ minLength: 1, unit: fc.constantFrom(...'abcXYZ019+_-!#$%&*') })

describe('validateEmail', () => {
  it('accepts text before the at sign and a dotted domain', () => {
    expect(validateEmail('jenny.rosen@example.com')).toEqual({ complete: true })
    expect(validateEmail('a@b.co')).toEqual({ complete: true })
  })

  it('ignores spaces around the address', () => {
    expect(validateEmail('  jenny@example.com \t')).toEqual({ complete: true })
  })

  it('reports an empty address as incomplete_email', () => {
    for (const email of ['', '   ', undefined, null]) {
      expect(validateEmail(email)).toEqual({
        complete: false,
        error: { type: 'input_validation_error', code: 'incomplete_email', displayImmediately: false },
      })
    }
  })

  it('reports a malformed address as email_invalid', () => {
    for (const email of ['jenny', 'jenny@', '@example.com', 'jenny@example', 'jenny@example.', 'jenny@.com',
      'jenny@example..com', 'jen ny@example.com', 'jenny@exa mple.com', 'a@b@c.com']) {
      expect(codeOf(email), email).toBe(EmailErrorCode.invalid)
    }
  })

  it('reports an empty or partial autofilled address as incomplete_email_autofill', () => {
    expect(codeOf('', true)).toBe('incomplete_email_autofill')
    expect(codeOf('jenny@exam', true)).toBe('incomplete_email_autofill')
    expect(checkEmail('jenny@example.com', true)).toEqual({ complete: true })
  })

  it('takes the Link authentication element\'s options, which change no verdict, and throws its messages for bad ones', () => {
    const options: LinkAuthenticationOptions = { defaultValues: { email: 'jenny@example.com' } }
    expect(validateEmail('jenny@example.com', options)).toEqual({ complete: true })
    expect(validateEmail('', options)).toMatchObject({ complete: false, error: { code: 'incomplete_email' } })
    expect(() => validateEmail('jenny@example.com', { autofilled: true } as LinkAuthenticationOptions)).toThrow(new TypeError('validateEmail: Unknown option autofilled.'))
    expect(() => validateEmail('a@b.co', { defaultValues: { email: 1 } } as unknown as LinkAuthenticationOptions))
      .toThrow('validateEmail: Invalid value for defaultValues.email: 1. Expected a string.')
  })

  it('has the three codes of the spec', () => {
    expect(Object.values(EmailErrorCode).sort()).toEqual(['email_invalid', 'incomplete_email', 'incomplete_email_autofill'])
  })

  it('accepts every well-formed address', () => {
    fc.assert(fc.property(fc.emailAddress(), (email) => {
      expect(validateEmail(email).complete).toBe(true)
    }))
  })

  it('accepts an address built from the rule: text, at sign, two or more dotted labels', () => {
    fc.assert(fc.property(atom, fc.array(atom, { minLength: 2, maxLength: 4 }), (local, labels) => {
      expect(validateEmail(`${local}@${labels.join('.')}`).complete).toBe(true)
    }))
  })

  it('rejects an address without an at sign', () => {
    fc.assert(fc.property(fc.emailAddress(), (email) => {
      expect(codeOf(email.replaceAll('@', ''))).toBe('email_invalid')
    }))
    fc.assert(fc.property(fc.string().filter((text) => !text.includes('@') && text.trim() !== ''), (text) => {
      expect(codeOf(text)).toBe('email_invalid')
    }))
  })

  it('rejects an address whose domain is not dotted', () => {
    fc.assert(fc.property(atom, atom, (local, domain) => {
      expect(codeOf(`${local}@${domain}`)).toBe('email_invalid')
    }))
  })

  it('rejects an address with nothing before the at sign', () => {
    fc.assert(fc.property(fc.emailAddress(), (email) => {
      expect(codeOf(email.slice(email.lastIndexOf('@')))).toBe('email_invalid')
    }))
  })

  it('never throws for any e-mail', () => {
    fc.assert(fc.property(fc.anything({ withBigInt: true, withNullPrototype: true, withBoxedValues: true }), fc.boolean(), (email, autofilled) => {
      expect(typeof validateEmail(email).complete).toBe('boolean')
      expect(checkEmail(email, autofilled).complete).toBe(validateEmail(email).complete)
    }))
  })
})

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Jenny.Rosen@Example.COM ')).toBe('jenny.rosen@example.com')
  })

  it('maps every spelling of an address to the same value', () => {
    fc.assert(fc.property(fc.emailAddress(), fc.boolean(), fc.stringMatching(/^\s*$/), (email, upper, pad) => {
      const spelled = `${pad}${upper ? email.toUpperCase() : email}${pad}`
      expect(normalizeEmail(spelled)).toBe(normalizeEmail(email))
      expect(normalizeEmail(normalizeEmail(spelled))).toBe(normalizeEmail(spelled))
    }))
  })
})

describe('sessionCacheKeyForEmail', () => {
  it('trims, lower-cases and replaces dots by stars', () => {
    expect(sessionCacheKeyForEmail(' Jenny.Rosen@Mail.Example.com ')).toBe('jenny*rosen@mail*example*com')
  })

  it('never contains a dot and is the same for every spelling of an address', () => {
    fc.assert(fc.property(fc.emailAddress(), (email) => {
      const key = sessionCacheKeyForEmail(` ${email.toUpperCase()} `)
      expect(key).not.toContain('.')
      expect(key).toBe(sessionCacheKeyForEmail(email))
      expect(key.replaceAll('*', '.')).toBe(normalizeEmail(email).replaceAll('*', '.'))
    }))
  })
})
