import { describe, expect, it } from 'vitest'
import { formSelector, rtlSelector, scopedSelector } from '../../../../core/elements/appearance/selectors.ts'

describe('selectors', () => {
  it('maps appearance classes and modifiers to the forms\' classes', () => {
    expect(formSelector('.Input')).toBe('.p-Input')
    expect(formSelector('.Input--invalid:hover')).toBe('.p-Input.p-Input--invalid:hover')
    expect(formSelector('.Tab--selected--disabled:focus::placeholder')).toBe('.p-Tab.p-Tab--selected.p-Tab--disabled:focus::placeholder')
    expect(formSelector(':where(.Tab--selected) .TabIcon')).toBe(':where(.p-Tab.p-Tab--selected) .p-TabIcon')
    expect(formSelector('*::before')).toBe('*::before')
  })

  it('scopes every selector of a list, splitting only at top-level commas', () => {
    expect(scopedSelector('.s', '.Input, :where(.A, .B) .Label')).toBe('.s .p-Input, .s :where(.p-A, .p-B) .p-Label')
  })

  it('matches dir=rtl on the scope element and inside it', () => {
    expect(rtlSelector('.s', '.CodeInput')).toBe('.s[dir=rtl] .p-CodeInput, .s [dir=rtl] .p-CodeInput')
  })
})
