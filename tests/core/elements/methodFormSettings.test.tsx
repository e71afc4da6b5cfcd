import { renderToStaticMarkup } from 'react-dom/server'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { personValidators, entityValidators } from 'stdnum'
import { eps } from 'payloom/plugins/eps'
import { sepaDebit } from 'payloom/plugins/sepa_debit'
import { usBankAccount } from 'payloom/plugins/us_bank_account'
import type { MethodFormSettings } from 'payloom'
import { paymentElement } from '../../../core/elements/payment/paymentElement.tsx'
import type { ToController } from '../../../core/elements/messages.ts'
import type { PaymentElementOptions } from '../../../core/validation/options/paymentElement.ts'
import { loadTaxIdRule, taxIdCountries } from '../../../core/validation/tax/taxId.ts'
import { screensOf } from '../../../core/methods/MethodScreens.tsx'
import { contextFor, session } from './context.ts'

/**
 * The merchant's form settings of catalog methods (payment-form.md §3), through the payment
 * element's model and form: what the form asks, how it labels it, what confirm sends.
 */
const elementFor = (settings: MethodFormSettings, options: PaymentElementOptions = {}) => {
  const context = contextFor([sepaDebit(settings)], options, session(['sepa_debit'], { currency: 'eur', merchantCountry: 'DE' }))
  const definition = paymentElement(context.registry)
  const { model } = definition
  const state = model.reduce(model.init(context), { kind: 'action', elementId: 'e', action: 'select', payload: 'sepa_debit' }, context)
  return { definition, model, context, state }
}
type Element = ReturnType<typeof elementFor>
const patch = (values: Record<string, string>): ToController => ({ kind: 'patch', elementId: 'e', patch: values })
const html = ({ definition, model, context }: Element, state: Element['state']) =>
  renderToStaticMarkup(<definition.Form view={model.view(state, context)} send={() => undefined} elementId="pe" />)
const labels = (markup: string): ReadonlyArray<string> => [...markup.matchAll(/<label[^>]*>([^<]*)</g)].map((match) => match[1]!)
const iban = 'DE89370400440532013000'

describe('the payment-method form settings of the catalog methods', () => {
  it('alwaysCollectFullBillingAddress asks SEPA\'s whole billing address and sends it; fields.billingDetails never still leaves it to the merchant', () => {
    const element = elementFor({ alwaysCollectFullBillingAddress: true })
    expect(labels(html(element, element.state))).toEqual(['Full name', 'Email', 'Address', 'City', 'Postal code', 'Country or region', 'IBAN'])
    const filled = element.model.reduce(element.state, patch({ name: 'Jenny Rosen', email: 'jenny@example.com', iban, line1: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117', country: 'DE' }), element.context)
    expect(element.model.change(filled, element.context)).toMatchObject({ complete: true })
    expect(element.model.paymentMethodData?.(filled, element.context)).toMatchObject({
      billing_details: { address: { line1: 'Unter den Linden 1', city: 'Berlin', postal_code: '10117', country: 'DE' } },
    })
    const never = elementFor({ alwaysCollectFullBillingAddress: true }, { fields: { billingDetails: { address: 'never' } } })
    expect(labels(html(never, never.state))).toEqual(['Full name', 'Email', 'IBAN'])
  })

  it('alwaysCollectCountry asks the country SEPA reads from the IBAN, among SEPA\'s countries, and the form is incomplete without it', () => {
    const element = elementFor({ alwaysCollectCountry: true })
    const markup = html(element, element.state)
    expect(labels(markup)).toEqual(['Full name', 'Email', 'Country or region', 'IBAN'])
    expect(markup).not.toContain('>United States<')
    const cleared = element.model.reduce(element.state, patch({ name: 'Jenny Rosen', email: 'jenny@example.com', iban, country: '' }), element.context)
    expect(element.model.change(cleared, element.context)).toMatchObject({ complete: false })
    const filled = element.model.reduce(cleared, patch({ country: 'AT' }), element.context)
    expect(element.model.paymentMethodData?.(filled, element.context)).toMatchObject({ billing_details: { address: { country: 'AT' } } })
  })

  it('alwaysCollectTaxInformation asks a tax id checked by taxCountry\'s rules, says what is wrong in the shopper\'s words, and sends it compact', async () => {
    const element = elementFor({ alwaysCollectTaxInformation: true, taxCountry: 'DE' })
    await loadTaxIdRule('DE')
    expect(labels(html(element, element.state))).toEqual(['Full name', 'Email', 'IBAN', 'Tax ID'])
    const details = { name: 'Jenny Rosen', email: 'jenny@example.com', iban }
    const wrong = element.model.reduce(element.state, patch({ ...details, taxId: 'DE136695978' }), element.context)
    expect(element.model.change(wrong, element.context)).toMatchObject({ complete: false })
    const blurred = element.model.reduce(wrong, { kind: 'blur', elementId: 'e', field: 'taxId' }, element.context)
    expect(html(element, blurred)).toContain('Your tax ID is invalid.')
    const right = element.model.reduce(wrong, patch({ taxId: 'DE 136 695 976' }), element.context)
    expect(element.model.change(right, element.context)).toMatchObject({ complete: true })
    expect(element.model.paymentMethodData?.(right, element.context)).toMatchObject({ billing_details: { name: 'Jenny Rosen', tax_id: '136695976' } })
  })

  it('fieldLabels replace a field\'s label as plain text: markup in them shows as text', () => {
    const element = elementFor({ fieldLabels: { name: '<b>Account holder</b>', iban: 'Bank account (IBAN)' } })
    const markup = html(element, element.state)
    expect(labels(markup)).toEqual(['&lt;b&gt;Account holder&lt;/b&gt;', 'Email', 'Bank account (IBAN)'])
    expect(markup).not.toContain('<b>')
  })

  it('paymentScreens show the first screen with Next, the rest of the values on the last', () => {
    const context = contextFor([eps({ paymentScreens: [['bank'], ['name']], alwaysCollectCountry: true })], {}, session(['eps'], { currency: 'eur' }))
    const definition = paymentElement(context.registry)
    const state = definition.model.reduce(definition.model.init(context), { kind: 'action', elementId: 'e', action: 'select', payload: 'eps' }, context)
    const markup = renderToStaticMarkup(<definition.Form view={definition.model.view(state, context)} send={() => undefined} elementId="pe" />)
    expect(labels(markup)).toEqual(['Bank'])
    expect(markup).toContain('Step 1 of 2')
    expect(markup).toContain('>Next</button>')
    expect(markup).not.toContain('>Back</button>')
    // The notice of what happens after Pay waits for the last screen.
    expect(markup).not.toContain('p-MethodNotice')
  })

  it('takes any screens that place each value of the form at most once, and the screens shown hold every value once (property)', () => {
    const values = ['name', 'email', 'iban'] as const
    fc.assert(fc.property(fc.shuffledSubarray([...values], { minLength: 1 }), fc.integer({ min: 1, max: 3 }), (placed, count) => {
      // Split the values placed into up to `count` non-empty screens, in order.
      const size = Math.ceil(placed.length / count)
      const screens = Array.from({ length: Math.ceil(placed.length / size) }, (_, index) => placed.slice(index * size, (index + 1) * size))
      expect(sepaDebit({ paymentScreens: screens }).settings.form).toEqual({ paymentScreens: screens })
      const shown = screensOf(screens, values)!
      expect(shown.flat().sort()).toEqual([...values].sort())
      expect(shown.slice(0, -1)).toEqual(screens.slice(0, -1))
    }))
  })

  it('usBankAccount takes the form settings beside its bank-link permissions', () => {
    const plugin = usBankAccount({ permissions: ['balances'], fieldLabels: { name: 'Account holder' } })
    expect(plugin.settings.form).toEqual({ fieldLabels: { name: 'Account holder' } })
    expect(plugin.bankLinkPermissions).toEqual(['balances'])
    expect(plugin.options).toEqual({ permissions: ['balances'], fieldLabels: { name: 'Account holder' } })
  })

  it('refuses settings a merchant got wrong, naming the factory, the setting and what it takes', () => {
    expect(() => sepaDebit({ alwaysCollectTaxInformation: true })).toThrow('Invalid value for sepaDebit(): alwaysCollectTaxInformation needs taxCountry')
    expect(() => sepaDebit({ alwaysCollectTaxInformation: true, taxCountry: 'XX' })).toThrow('taxCountry must be one of AD, AI')
    expect(() => sepaDebit({ alwaysCollectCountry: 'yes' } as never)).toThrow('alwaysCollectCountry must be a boolean, got "yes".')
    expect(() => sepaDebit({ fieldLabels: { cvc: 'CVC' } })).toThrow('fieldLabels names the form\'s values, name, email, phone, line1, city, postalCode, country, iban; got "cvc".')
    expect(() => sepaDebit({ fieldLabels: { iban: ' ' } })).toThrow('fieldLabels.iban must be a non-empty string')
    expect(() => eps({ paymentScreens: [['bank'], ['bank']] })).toThrow('paymentScreens shows bank twice')
    expect(() => eps({ paymentScreens: [] })).toThrow('paymentScreens must be a list of screens')
    expect(() => eps({ colour: 'red' } as never)).toThrow('Invalid value for eps(): colour is not a setting')
  })
})

describe('the tax id rules', () => {
  it('know the countries the stdnum library has rules for', () => {
    expect([...taxIdCountries]).toEqual([...new Set([...Object.keys(personValidators), ...Object.keys(entityValidators)])].sort())
  })

  it('take a value exactly when one of the country\'s person or company rules does, and send its compact form (property)', async () => {
    const countries = ['BR', 'DE', 'FR', 'MX', 'IN'] as const
    const rules = Object.fromEntries(await Promise.all(countries.map(async (country) => [country, await loadTaxIdRule(country)] as const)))
    const digits = fc.stringMatching(/^[0-9./\- A-Z]{0,20}$/)
    fc.assert(fc.property(fc.constantFrom(...countries), digits, (country, value) => {
      const validators = [...personValidators[country] ?? [], ...entityValidators[country] ?? []]
      const accepted = validators.map((validator) => validator.validate(value)).find((verdict) => verdict.isValid)
      const { result, compact } = rules[country]!.check(value)
      expect(result.complete).toBe(accepted !== undefined)
      expect(compact).toBe(accepted?.isValid ? accepted.compact : undefined)
      if (!result.complete) expect(result.error?.code).toBe(value.trim() === '' ? 'incomplete_tax_id' : 'invalid_tax_id')
    }), { numRuns: 500 })
  })
})
