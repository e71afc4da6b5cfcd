import { describe, expect, it } from 'vitest'
import contact from '../../../data/locales/en/contact.json' with { type: 'json' }
import { EmailErrorCode, PhoneErrorCode } from '../../../core/validation/contact/index.ts'

const messages: Readonly<Record<string, string>> = contact

describe('contact messages (en)', () => {
  it('has a sentence for every code', () => {
    for (const code of [...Object.values(EmailErrorCode), ...Object.values(PhoneErrorCode)]) {
      expect(messages[code], code).toMatch(/^[A-Z].*\.$/)
    }
  })

  it('has the email and phone labels', () => {
    expect(messages.email_label).toBe('Email')
    expect(messages.phone_label).toBe('Phone number')
  })
})
