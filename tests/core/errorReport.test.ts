import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { errorReportOf, scrubbed, sdkVersion } from '../../core/errorReport.ts'

/** A card number as a shopper might type it: 13 to 19 digits, grouped by spaces or dashes or not at all. */
const cardNumber = fc.tuple(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 13, maxLength: 19 }), fc.constantFrom('', ' ', '-'))
  .map(([digits, separator]) => digits.map((digit, index) => (index > 0 && index % 4 === 0 ? separator : '') + digit).join(''))
const cvc = fc.stringMatching(/^\d{3,4}$/)
// Text around them: anything, but digits and '@' kept apart from what it surrounds.
const text = fc.string({ maxLength: 30 }).map((words) => ` ${words.replace(/[\d@]/g, '')} `)
const frame = fc.tuple(fc.constantFrom('confirm', 'handle', 'Object.<anonymous>'), fc.nat({ max: 99999 }), fc.nat({ max: 999 }))

/** The digits of a number, whatever separates them. */
const digitsOf = (value: string): string => value.replace(/\D/g, '')

describe('scrubbing an error report (core/errorReport.ts)', () => {
  it('leaves no card number, CVC or e-mail address in the message, however they are written', () => {
    fc.assert(fc.property(text, cardNumber, text, cvc, text, fc.emailAddress(), text, (a, number, b, code, c, email, d) => {
      const report = errorReportOf(new TypeError(`${a}${number}${b}${code}${c}${email}${d}`), { call: 'confirmPayment' })
      for (const field of [report.message!, report.stack!]) {
        // The stack's frames keep their line and column, which are the script's: checked without them.
        const scrubbedText = field.replace(/(?::\d+){1,2}\)?$/gm, '')
        expect(digitsOf(scrubbedText)).not.toContain(digitsOf(number))
        expect(scrubbedText).not.toContain(code)
        expect(scrubbedText).not.toContain(email)
      }
    }), { numRuns: 300 })
  })

  it('keeps the stack frames\' line and column, and the words of the message', () => {
    fc.assert(fc.property(fc.array(frame, { minLength: 1, maxLength: 5 }), ([first, ...rest]) => {
      const frames = [first!, ...rest].map(([name, line, column]) => `    at ${name} (https://shop.example/assets/checkout.js:${line}:${column})`)
      const error = Object.assign(new Error('The card 4000002500003155 failed'), { stack: ['Error: The card 4000002500003155 failed', ...frames].join('\n') })
      const report = errorReportOf(error, { call: 'createToken', element: 'card' })
      expect(report).toEqual({ name: 'Error', message: 'The card [digits] failed', stack: ['Error: The card [digits] failed', ...frames].join('\n'), version: sdkVersion, call: 'createToken', element: 'card' })
    }))
  })

  it('blanks every run of three digits or more, and leaves shorter ones', () => {
    expect(scrubbed('status 5 of 12 at 10:30, postcode 10115, phone +49 30 1234-5678')).toBe('status 5 of 12 at 10:30, postcode [digits], phone +[digits]')
    expect(scrubbed('confirm@https://shop.example/app.js:12:4')).toBe('confirm@https://shop.example/app.js:12:4')
  })

  it('reports something readable for a thrown value that is not an Error', () => {
    expect(errorReportOf('plugin said no to jenny@example.com', { call: 'confirmSetup' })).toMatchObject({ name: 'Error', message: 'plugin said no to [email]' })
  })

  it('names the version package.json gives the SDK', () => {
    expect(sdkVersion).toBe(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version)
  })
})
