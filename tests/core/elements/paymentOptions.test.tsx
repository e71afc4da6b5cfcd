import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import { definePaymentMethod, type FormProps } from 'payloom'
import { card } from 'payloom/plugins/card'
import { FormField } from 'payloom/react'
import { validationError } from 'payloom/validation'
import { blik } from '../../../examples/plugins/blik/index.ts'
import { paymentElement } from '../../../core/elements/payment/paymentElement.tsx'
import type { ElementContext } from '../../../core/plugin/ElementDefinition.ts'
import type { ToController } from '../../../core/elements/messages.ts'
import { FormReadOnly } from '../../../core/react/FormField.tsx'
import type { ElementsSession } from '../../../core/session/elementsSession.ts'
import type { PaymentElementOptions } from '../../../core/validation/options/paymentElement.ts'
import { contextFor, session } from './context.ts'

/** An outside author's method: one FormField, and no idea of read-only. Its mandate shows under it. */
const sepa = definePaymentMethod<'sepa_debit', { readonly iban: string }>({
  type: 'sepa_debit',
  loadSchema: () => Promise.reject(new Error('not decoded in these tests')),
  defaults: () => ({ iban: '' }),
  availability: () => ({ available: true }),
  validate: (values) => (values.iban === '' ? { iban: validationError('incomplete_iban') } : {}),
  toPaymentMethodData: (values, billing) => ({ type: 'sepa_debit', sepa_debit: { iban: values.iban }, ...(billing ? { billing_details: billing } : {}) }),
  Form: (props: FormProps<{ readonly iban: string }>) => (
    <FormField id={`${props.idPrefix}-iban`} name="iban" label="IBAN" value={props.values.iban} onInput={(iban) => props.onChange({ iban })} />
  ),
  settings: { saveable: true, offSession: true, polling: false, redirect: 'never', mandate: true },
  messages: { en: { label: 'SEPA Direct Debit' } },
})

const plugins = [card(), blik({ plnOnly: false }), sepa]
type Options = PaymentElementOptions

const elementFor = (options: Options = {}, types = ['card', 'blik', 'sepa_debit'], overrides: Partial<ElementsSession> = {}, group: ElementContext['elementsOptions'] = undefined) => {
  const context: ElementContext<Options> = { ...contextFor(plugins, options, session(types, overrides)), ...(group === undefined ? {} : { elementsOptions: group }) }
  const definition = paymentElement(context.registry)
  return { definition, model: definition.model, context, state: definition.model.init(context) }
}
const patch = (values: Record<string, string>): ToController => ({ kind: 'patch', elementId: 'e', patch: values })
const action = (name: string, payload?: string): ToController => ({ kind: 'action', elementId: 'e', action: name, ...(payload === undefined ? {} : { payload }) })
const filledCard = patch({ number: '4242424242424242', expiry: '12 / 34', cvc: '123', postalCode: '94107' })

/** The element's form as HTML, rendered from its view as the page would. */
const html = ({ definition, model, context }: ReturnType<typeof elementFor>, state = model.init(context)) =>
  renderToStaticMarkup(<definition.Form view={model.view(state, context)} send={() => undefined} elementId="pe" />)

describe('readOnly (the payment element shows its form but takes no input)', () => {
  it('refuses input, method picks, collapsing, focus and blur (no errors for what cannot be fixed); "more methods" still works', () => {
    const element = elementFor({ readOnly: true, layout: { type: 'accordion', defaultCollapsed: false, visibleAccordionItemsCount: 1 } })
    const { model, state, context } = element
    expect(model.reduce(state, filledCard, context)).toBe(state)
    expect(model.reduce(state, action('select', 'blik'), context)).toBe(state)
    expect(model.reduce(state, action('collapse'), context)).toBe(state)
    expect(model.reduce(state, action('savedList'), context)).toBe(state)
    expect(model.reduce(state, action('showMore'), context).showMore).toBe(true)
    const left = model.reduce(model.reduce(state, { kind: 'focus', elementId: 'e', field: 'number' }, context), { kind: 'blur', elementId: 'e', field: 'number' }, context)
    expect(left).toBe(state)
    expect((model.view(left, context) as { form: { errors: object } }).form.errors).toEqual({})
    expect(model.view(state, context)).toMatchObject({ readOnly: true })
  })

  it('unlocks with update({ readOnly: false }): the same state takes input again', () => {
    const { model, state, context } = elementFor({ readOnly: true })
    const unlocked = { ...context, options: { ...context.options, readOnly: false } }
    expect(model.view(state, unlocked)).toMatchObject({ readOnly: false })
    const typed = model.reduce(state, filledCard, unlocked)
    expect(model.change(typed, unlocked)).toMatchObject({ complete: true })
    expect(model.reduce(state, action('select', 'blik'), unlocked).selected).toBe('blik')
  })

  it('refuses every patch, whatever its fields and values (property)', () => {
    const { model, state, context } = elementFor({ readOnly: true })
    fc.assert(fc.property(fc.dictionary(fc.constantFrom('number', 'expiry', 'cvc', 'country', 'postalCode', 'savedCvc', 'other'), fc.string()), (values) => {
      expect(model.reduce(state, patch(values), context)).toBe(state)
    }))
  })

  it('renders the card form locked through FormField: readonly inputs, a disabled country select, inert tabs', () => {
    const markup = html(elementFor({ readOnly: true }))
    for (const field of ['number', 'expiry', 'cvc', 'postalCode']) expect(markup).toMatch(new RegExp(`<input[^>]*data-field="${field}"[^>]*readOnly=""`))
    expect(markup).toMatch(/<select[^>]*data-field="country"[^>]*disabled=""/)
    expect(markup.match(/role="tab"[^>]*aria-disabled="true"/g)).toHaveLength(3)
    const open = html(elementFor({}))
    expect(open).not.toMatch(/readOnly=""|disabled=""|aria-disabled/)
  })

  it("locks an outside plugin's FormField without the plugin passing anything, and an accordion's items", () => {
    const element = elementFor({ readOnly: true, layout: { type: 'accordion', defaultCollapsed: false } }, ['sepa_debit', 'card'])
    const markup = html(element)
    expect(markup).toMatch(/<input[^>]*data-field="iban"[^>]*readOnly=""/)
    expect(markup.match(/class="p-AccordionButton"[^>]*aria-disabled="true"/g)).toHaveLength(2)
  })

  it('FormField takes read-only from the form around it, and its own prop wins', () => {
    const field = (readOnly?: boolean) => <FormField id="f" name="f" label="F" value="x" onInput={() => undefined} {...(readOnly === undefined ? {} : { readOnly })} />
    expect(renderToStaticMarkup(<FormReadOnly value={true}>{field()}</FormReadOnly>)).toContain('readOnly=""')
    expect(renderToStaticMarkup(<FormReadOnly value={true}>{field(false)}</FormReadOnly>)).not.toContain('readOnly')
    expect(renderToStaticMarkup(field())).not.toContain('readOnly')
    expect(renderToStaticMarkup(field(true))).toContain('readOnly=""')
    const select = renderToStaticMarkup(<FormReadOnly value={true}><FormField id="c" name="country" label="Country" value="FR" options={[{ value: 'FR', label: 'France' }]} onInput={() => undefined} /></FormReadOnly>)
    expect(select).toMatch(/<select[^>]*disabled=""/)
    expect(select).toContain('p-Field--country')
  })
})

const billingDefaults = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+15555550123',
  address: { line1: '1 Main St', city: 'Paris', country: 'FR', postal_code: '75001' },
}

describe('defaultValues.billingDetails', () => {
  it("prefills the card form's country and postal code, and the element starts empty", () => {
    const { model, state, context } = elementFor({ defaultValues: { billingDetails: billingDefaults } })
    expect(state.methods.card?.values).toMatchObject({ country: 'FR', postalCode: '75001' })
    expect(model.change(state, context)).toMatchObject({ empty: true, complete: false })
    expect(state.methods.blik?.values).toEqual({ code: '' })
  })

  it('sends the rest as billing_details at confirm', () => {
    const { model, state, context } = elementFor({ defaultValues: { billingDetails: billingDefaults } })
    const filled = model.reduce(state, patch({ number: '4242424242424242', expiry: '12 / 34', cvc: '123' }), context)
    expect(model.paymentMethodData?.(filled, context)?.billing_details).toEqual(billingDefaults)
  })

  it("lets the shopper's values replace them", () => {
    const { model, state, context } = elementFor({ defaultValues: { billingDetails: billingDefaults } })
    const filled = model.reduce(state, patch({ number: '4242424242424242', expiry: '12 / 34', cvc: '123', postalCode: '75002' }), context)
    expect(model.paymentMethodData?.(filled, context)?.billing_details?.address).toEqual({ ...billingDefaults.address, postal_code: '75002' })
    // Another country: the default street address is not theirs.
    const moved = model.reduce(filled, patch({ country: 'US', postalCode: '94107' }), context)
    expect(model.paymentMethodData?.(moved, context)?.billing_details).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+15555550123', address: { country: 'US', postal_code: '94107' } })
    // A billing address element's details win over the defaults, its address as a whole.
    const fromAddressElement = { name: 'Grace Hopper', address: { line1: '2 Rue X', city: 'Paris', country: 'FR', postal_code: '75002' } }
    expect(model.paymentMethodData?.(filled, context, fromAddressElement)?.billing_details).toEqual({ ...fromAddressElement, email: 'ada@example.com', phone: '+15555550123' })
  })

  it('clear() goes back to the defaults, not to blank', () => {
    const { model, state, context } = elementFor({ defaultValues: { billingDetails: billingDefaults } })
    const typed = model.reduce(state, patch({ postalCode: '1' }), context)
    expect(model.clear(typed, context).methods.card?.values).toMatchObject({ country: 'FR', postalCode: '75001' })
  })

  it('prefills whatever address part the merchant gives, and only that (property)', () => {
    fc.assert(fc.property(fc.record({ country: fc.constantFrom('US', 'GB', 'DE', 'JP'), postal_code: fc.string({ maxLength: 10 }) }, { requiredKeys: [] }), (address) => {
      const { state } = elementFor({ defaultValues: { billingDetails: { address } } })
      expect(state.methods.card?.values.country).toBe(address.country ?? 'US')
      expect(state.methods.card?.values.postalCode).toBe(address.postal_code ?? '')
    }))
  })
})

describe('terms and business', () => {
  const termsFor = (...args: Parameters<typeof elementFor>) => {
    const { model, state, context } = elementFor(...args)
    return (model.view(state, context) as { mandate: string | null }).mandate
  }
  const sepaFirst = ['sepa_debit', 'card']
  const cardTerms = 'By providing your card information, you allow Acme Ltd to charge your card for future payments in accordance with their terms.'

  it('shows no card terms on a one-off payment, and the consent to future charges when the payment sets the card up', () => {
    expect(termsFor({ business: { name: 'Acme Ltd' } })).toBeNull()
    expect(termsFor({ business: { name: 'Acme Ltd' } }, undefined, { intentType: 'setup_intent' })).toBe(cardTerms)
    expect(termsFor({ business: { name: 'Acme Ltd' } }, undefined, { setupFutureUsage: 'off_session' })).toBe(cardTerms)
    expect(termsFor({ business: { name: 'Acme Ltd' } }, undefined, {}, { setupFutureUsage: 'on_session' })).toBe(cardTerms)
    expect(termsFor({}, undefined, { intentType: 'setup_intent' })).toBe('By providing your card information, you allow this business to charge your card for future payments in accordance with their terms.')
  })

  it("'always' shows them on any payment, 'never' hides them, even a mandate", () => {
    expect(termsFor({ business: { name: 'Acme Ltd' }, terms: { card: 'always' } })).toBe(cardTerms)
    expect(termsFor({ terms: { card: 'never' } }, undefined, { intentType: 'setup_intent' })).toBeNull()
    expect(termsFor({}, sepaFirst)).toContain('you authorise the merchant and our payment provider to debit your account through SEPA Direct Debit')
    expect(termsFor({ terms: { sepa_debit: 'never' } }, sepaFirst)).toBeNull()
    // Stripe.js's camelCase key names the same method.
    expect(termsFor({ terms: { sepaDebit: 'never' } }, sepaFirst)).toBeNull()
  })

  it('names the business in a mandate, and a blank name counts as none', () => {
    expect(termsFor({ business: { name: 'Acme Ltd' } }, sepaFirst)).toBe("By providing your payment information and confirming this payment, you authorise Acme Ltd and our payment provider to debit your account through SEPA Direct Debit in accordance with Acme Ltd's terms.")
    expect(termsFor({ business: { name: '  ' } }, sepaFirst)).toContain('the merchant')
  })

  it('uses the general consent for another method the merchant asks terms for', () => {
    expect(termsFor({ terms: { blik: 'always' }, business: { name: 'Acme Ltd' } }, ['blik', 'card'])).toBe('By providing your payment information, you allow Acme Ltd to charge you for future payments in accordance with their terms.')
    // BLIK cannot be saved: 'auto' never shows the consent for it.
    expect(termsFor({}, ['blik', 'card'], { intentType: 'setup_intent' })).toBeNull()
  })

  it('renders the terms under the form', () => {
    expect(html(elementFor({ business: { name: 'Acme Ltd' }, terms: { card: 'always' } }))).toContain(`<p class="p-Mandate">${cardTerms}</p>`)
  })
})

describe('maxVisiblePaymentMethods (payment-form.md §3)', () => {
  /** The method buttons the rendered form shows, by label, and whether the "more" control is there. */
  const shown = (element: ReturnType<typeof elementFor>, state = element.model.init(element.context)) => {
    const markup = html(element, state)
    return {
      labels: [...markup.matchAll(/<span class="p-TabLabel">([^<]*)<\/span>/g)].map((match) => match[1]),
      more: markup.includes('<button type="button" class="p-MoreButton">More payment methods</button>'),
    }
  }

  it('shows that many tabs and puts the rest behind "More payment methods"', () => {
    const element = elementFor({ layout: 'tabs', maxVisiblePaymentMethods: 2 })
    expect(shown(element)).toEqual({ labels: ['Card', 'BLIK'], more: true })
    const opened = element.model.reduce(element.state, action('showMore'), element.context)
    expect(shown(element, opened)).toEqual({ labels: ['Card', 'BLIK', 'SEPA Direct Debit'], more: false })
    expect(shown(elementFor({ layout: 'tabs' }))).toEqual({ labels: ['Card', 'BLIK', 'SEPA Direct Debit'], more: false })
  })

  it('limits accordion items too, the smaller of it and visibleAccordionItemsCount winning, a fraction counting whole methods', () => {
    expect(shown(elementFor({ layout: 'accordion', maxVisiblePaymentMethods: 1.5 }))).toEqual({ labels: ['Card'], more: true })
    expect(shown(elementFor({ layout: { type: 'accordion', visibleAccordionItemsCount: 1 }, maxVisiblePaymentMethods: 2 }))).toEqual({ labels: ['Card'], more: true })
    expect(shown(elementFor({ layout: 'accordion', maxVisiblePaymentMethods: 3 }))).toEqual({ labels: ['Card', 'BLIK', 'SEPA Direct Debit'], more: false })
  })

  it('keeps the selected method visible, and 0 leaves only it and "more"', () => {
    const element = elementFor({ layout: 'tabs', maxVisiblePaymentMethods: 0 })
    expect(shown(element)).toEqual({ labels: ['Card'], more: true })
    const collapsed = elementFor({ layout: 'accordion', maxVisiblePaymentMethods: 0 })
    expect(shown(collapsed)).toEqual({ labels: [], more: true })
    const picked = collapsed.model.reduce(collapsed.state, action('select', 'sepa_debit'), collapsed.context)
    expect(shown(collapsed, picked)).toEqual({ labels: ['SEPA Direct Debit'], more: true })
    expect(html(collapsed, picked)).toContain('IBAN')
  })
})
