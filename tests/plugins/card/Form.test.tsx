import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { isValidElement, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { FormProps } from 'payloom'
import { card, type CardValues } from 'payloom/plugins/card'
import type { CardBrandFilter } from 'payloom/validation/options'
import { cardForm } from '../../../plugins/card/Form.tsx'
import en from '../../../data/locales/en/card.json' with { type: 'json' }

const catalog: Readonly<Record<string, string>> = en
const defaults = card().defaults()

const propsOf = (values: Partial<CardValues>, overrides: Partial<FormProps<CardValues>> = {}): FormProps<CardValues> => ({
  values: { ...defaults, ...values },
  errors: {},
  errorMessages: {},
  t: (key) => catalog[key] ?? key,
  idPrefix: 'test',
  onChange: () => undefined,
  locale: 'en',
  ...overrides,
})

const formOf = (options: { allow19Digits?: boolean; filter?: CardBrandFilter } = {}) =>
  cardForm({ allow19Digits: options.allow19Digits ?? false, filter: options.filter ?? {} })

/** The elements of a rendered tree (components are not called), depth first. */
const elementsOf = (node: ReactNode): ReactElement<Record<string, unknown>>[] => {
  if (Array.isArray(node)) return node.flatMap(elementsOf)
  if (!isValidElement<Record<string, unknown>>(node)) return []
  return [node, ...elementsOf(node.props.children as ReactNode)]
}

/** The props the card number's FormField gets: the value it shows and its input handler. */
const numberField = (tree: ReactNode) => {
  const field = elementsOf(tree).find((element) => element.props.name === 'number')
  if (field === undefined) throw new Error('no card number field')
  return field.props as { readonly value: string; readonly onInput: (value: string, source: 'typed' | 'paste' | 'autofill') => void }
}

/** The badges of the accepted-brands row, as a screen reader names them: each a logo with its brand's name. */
const badges = (html: string): string[] => [...html.matchAll(/role="listitem"[^>]*><svg[^>]*role="img" aria-label="([^"]+)"/g)].map((match) => match[1]!)

describe('the card form', () => {
  it('shows the accepted brands above the number, under an accessible name', () => {
    const html = renderToStaticMarkup(formOf()(propsOf({ country: 'US' })))
    expect(html).toContain('role="list" aria-label="Accepted cards"')
    expect(badges(html)).toEqual(['American Express', 'Diners Club', 'Discover', 'Elo', 'JCB', 'Mastercard', 'UnionPay', 'Visa'])
    expect(html.indexOf('p-CardBrands')).toBeLessThan(html.indexOf('data-field="number"'))
  })

  it('follows the form\'s billing country and the merchant\'s filter', () => {
    expect(badges(renderToStaticMarkup(formOf()(propsOf({ country: 'FR' }))))).toEqual(['American Express', 'Diners Club', 'Discover', 'Mastercard', 'UnionPay', 'Visa'])
    expect(badges(renderToStaticMarkup(formOf()(propsOf({ country: 'JP' }))))).toContain('JCB')
    expect(badges(renderToStaticMarkup(formOf({ filter: { allowedCardBrands: ['visa', 'mastercard'] } })(propsOf({ country: 'US' }))))).toEqual(['Mastercard', 'Visa'])
    expect(badges(renderToStaticMarkup(formOf({ filter: { disallowedCardBrands: ['amex'] } })(propsOf({ country: 'US' }))))).not.toContain('American Express')
  })

  it('shows no row without the number field, or when no brand is left', () => {
    expect(renderToStaticMarkup(formOf()(propsOf({}, { fields: ['expiry'] })))).not.toContain('p-CardBrands')
    expect(renderToStaticMarkup(formOf()(propsOf({}, { fields: ['number'] })))).toContain('p-CardBrands')
    expect(renderToStaticMarkup(formOf({ filter: { allowedCardBrands: ['jcb'] } })(propsOf({ country: 'FR' })))).not.toContain('p-CardBrands')
  })

  it('stores a typed, pasted or autofilled number cut where the field cuts it', () => {
    const onChange = vi.fn()
    const field = numberField(formOf()(propsOf({}, { onChange })))
    field.onInput('4242 4242 4242 42421', 'typed')
    field.onInput('4242-4242-4242-4242-1', 'paste')
    field.onInput('42424242424242421', 'autofill')
    expect(onChange.mock.calls).toEqual([
      [{ number: '4242424242424242' }, 'typed'],
      [{ number: '4242424242424242' }, 'paste'],
      [{ number: '4242424242424242' }, 'autofill'],
    ])
  })

  it('shows and stores 19 visa digits with the 19-digit option', () => {
    const onChange = vi.fn()
    const form = formOf({ allow19Digits: true })
    numberField(form(propsOf({}, { onChange }))).onInput('4242 4242 4242 4242 4242', 'typed')
    expect(onChange).toHaveBeenCalledWith({ number: '4242424242424242424' }, 'typed')
    expect(numberField(form(propsOf({ number: '4242424242424242424' }))).value).toBe('4242 4242 4242 4242 424')
  })

  it('shows exactly the digits it stores, for any input and either option', () => {
    const input = fc.oneof(
      fc.string({ maxLength: 40 }),
      // size 'max': fast-check otherwise keeps arrays to about ten items, shorter than any card number.
      fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 24, size: 'max' }).map((digits) => digits.join('')),
      fc.tuple(fc.array(fc.constantFrom('0', '4', '5', '7', '9', ' ', '-'), { minLength: 12, maxLength: 30, size: 'max' }), fc.string({ maxLength: 5 }))
        .map(([characters, noise]) => characters.join('') + noise),
    )
    fc.assert(fc.property(input, fc.boolean(), (typed, allow19Digits) => {
      const form = formOf({ allow19Digits })
      let stored = ''
      numberField(form(propsOf({}, { onChange: (patch) => { stored = patch.number ?? '' } }))).onInput(typed, 'typed')
      const shown = numberField(form(propsOf({ number: stored }))).value
      expect(shown.replace(/\D/g, '')).toBe(stored)
    }), { numRuns: 200 })
  })
})
