import type { StyleRule } from '../appearance/cssText.ts'
import { focusRing, selected, surface, unit, v } from '../appearance/ruleParts.ts'

/** The currency selector's rules, added to the stylesheet when one mounts. */
export const currencySelectorStyles: ReadonlyArray<StyleRule> = [
  ['.CurrencySelector', { margin: '0', padding: '0', border: '0', minWidth: '0', color: v('colorText') }],
  [':where(.CurrencySelector) legend', { padding: '0' }],
  // The choices side by side, wrapping on a narrow page; each a card the whole of which is clickable.
  ['.CurrencyChoices', { display: 'flex', flexWrap: 'wrap', gap: unit(2) }],
  ['.CurrencyChoice', { ...surface, flex: '1 1 10em', display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', columnGap: unit(2), padding: unit(3), cursor: 'pointer' }],
  ['.CurrencyChoice--selected', selected],
  [':where(.CurrencyChoice) input', { gridRow: 'span 2', margin: '0', accentColor: v('colorPrimary') }],
  [':where(.CurrencyChoice) input:focus-visible', focusRing],
  ['.CurrencyAmount', { fontWeight: '600', fontSize: '1.1em' }],
  ['.CurrencyName', { color: v('colorTextSecondary'), fontSize: v('fontSizeSm') }],
  ['.CurrencyRate', { margin: `${unit(2)} 0 0`, color: v('colorTextSecondary'), fontSize: v('fontSizeSm') }],
  ['.CurrencyStatus', { margin: '0', fontSize: v('fontSizeSm') }],
]
