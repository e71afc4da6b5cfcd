import { describe, expect, it } from 'vitest'
import { validateWalletButtonStyle, walletButtonThemes, walletButtonTypes } from '../../../core/validation/options/index.ts'

describe('validateWalletButtonStyle', () => {
  it('accepts every theme and type of the spec', () => {
    expect(walletButtonThemes).toEqual(['dark', 'light', 'light-outline'])
    expect([...walletButtonTypes].sort()).toEqual(['add-money', 'book', 'buy', 'check-out', 'contribute', 'default', 'donate',
      'order', 'reload', 'rent', 'subscribe', 'support', 'tip', 'top-up'])
    for (const theme of walletButtonThemes) {
      for (const type of walletButtonTypes) expect(validateWalletButtonStyle({ theme, type })).toEqual({ errors: [], warnings: [] })
    }
  })

  it('rejects other themes, types and options', () => {
    expect(validateWalletButtonStyle({ theme: 'black', type: 'pay', height: 40 }).errors).toEqual([
      'Unknown option height.',
      'Invalid value for theme: "black". Expected one of dark, light, light-outline.',
      'Invalid value for type: "pay". Expected one of donate, buy, book, default, check-out, subscribe, add-money, contribute, order, reload, rent, support, tip, top-up.',
    ])
  })
})
