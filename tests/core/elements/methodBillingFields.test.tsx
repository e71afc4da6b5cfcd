import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { bacsDebit } from 'payloom/plugins/bacs_debit'
import { sepaDebit } from 'payloom/plugins/sepa_debit'
import { paymentElement } from '../../../core/elements/payment/paymentElement.tsx'
import type { ToController } from '../../../core/elements/messages.ts'
import type { PaymentElementOptions } from '../../../core/validation/options/paymentElement.ts'
import { contextFor, session } from './context.ts'

/**
 * The catalog methods' shared billing fields under the merchant's `fields.billingDetails`: what is
 * `never` the payment element's form neither shows nor checks (the merchant passes it), the rest
 * shows as before, and the sentence on what happens after Pay stays.
 */
const elementFor = (options: PaymentElementOptions, type: 'sepa_debit' | 'bacs_debit') => {
  const context = contextFor([sepaDebit(), bacsDebit()], options, session([type], { currency: type === 'sepa_debit' ? 'eur' : 'gbp' }))
  const definition = paymentElement(context.registry)
  const { model } = definition
  const state = model.reduce(model.init(context), { kind: 'action', elementId: 'e', action: 'select', payload: type }, context)
  return { definition, model, context, state }
}
const patch = (values: Record<string, string>): ToController => ({ kind: 'patch', elementId: 'e', patch: values })
const html = ({ definition, model, context }: ReturnType<typeof elementFor>, state: ReturnType<typeof elementFor>['state']) =>
  renderToStaticMarkup(<definition.Form view={model.view(state, context)} send={() => undefined} elementId="pe" />)
const labels = (markup: string): ReadonlyArray<string> => [...markup.matchAll(/<label[^>]*>([^<]*)</g)].map((match) => match[1]!)

describe('fields.billingDetails and the catalog methods\' billing fields', () => {
  it('shows SEPA\'s name and e-mail by default, and neither with name and email never; the IBAN and the notice stay', () => {
    const shown = elementFor({}, 'sepa_debit')
    expect(labels(html(shown, shown.state))).toEqual(['Full name', 'Email', 'IBAN'])
    const element = elementFor({ fields: { billingDetails: { name: 'never', email: 'never' } }, defaultValues: { billingDetails: { name: 'Jenny Rosen', email: 'jenny@example.com' } } }, 'sepa_debit')
    const markup = html(element, element.state)
    expect(labels(markup)).toEqual(['IBAN'])
    expect(markup).toContain('Your bank account will be debited through SEPA Direct Debit.')
    // Complete with the IBAN alone; what confirm sends takes the merchant's details.
    const filled = element.model.reduce(element.state, patch({ iban: 'DE89370400440532013000' }), element.context)
    expect(element.model.change(filled, element.context)).toMatchObject({ complete: true })
    expect(element.model.paymentMethodData?.(filled, element.context)).toMatchObject({
      type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' }, billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    })
  })

  it('hides all of Bacs\'s billing address with address never, each field with its own setting, and billingDetails never hides every one', () => {
    const all = elementFor({}, 'bacs_debit')
    expect(labels(html(all, all.state))).toEqual(['Full name', 'Email', 'Address', 'City', 'Postal code', 'Country or region', 'Sort code', 'Account number'])
    const noAddress = elementFor({ fields: { billingDetails: { address: 'never' } } }, 'bacs_debit')
    expect(labels(html(noAddress, noAddress.state))).toEqual(['Full name', 'Email', 'Sort code', 'Account number'])
    const noCity = elementFor({ fields: { billingDetails: { address: { city: 'never', line1: 'auto' } } } }, 'bacs_debit')
    expect(labels(html(noCity, noCity.state))).toEqual(['Full name', 'Email', 'Address', 'Postal code', 'Country or region', 'Sort code', 'Account number'])
    const none = elementFor({ fields: { billingDetails: 'never' } }, 'bacs_debit')
    expect(labels(html(none, none.state))).toEqual(['Sort code', 'Account number'])
    const filled = none.model.reduce(none.state, patch({ sortCode: '108800', accountNumber: '00012345' }), none.context)
    expect(none.model.change(filled, none.context)).toMatchObject({ complete: true })
  })
})
