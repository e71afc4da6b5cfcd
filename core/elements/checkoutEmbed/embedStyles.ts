import type { StyleRule } from '../appearance/cssText.ts'
import { focusRing, unit, v } from '../appearance/ruleParts.ts'

const primaryButton = {
  margin: '0', padding: `${unit(2.5)} ${unit(4)}`, border: `1px solid ${v('colorPrimary')}`, borderRadius: v('borderRadius'),
  background: v('colorPrimary'), color: v('colorBackground'), font: 'inherit', fontWeight: '600', cursor: 'pointer',
}

/** The buy button's and the pricing table's rules, added to the stylesheet when one mounts. */
export const embedStyles: ReadonlyArray<StyleRule> = [
  ['.EmbedButton', primaryButton],
  ['.EmbedButton:focus-visible', focusRing],
  ['.EmbedButton:disabled', { opacity: '0.6', cursor: 'default' }],
  // The table's prices side by side, wrapping on a narrow page, each a card with its button at the bottom.
  ['.PricingTable', { display: 'flex', flexWrap: 'wrap', gap: unit(3), margin: '0', padding: '0', listStyle: 'none' }],
  ['.PricingItem', {
    flex: '1 1 12em', display: 'flex', flexDirection: 'column', gap: unit(2), padding: unit(4),
    backgroundColor: v('colorInputBackground'), border: `1px solid ${v('colorBorder')}`, borderRadius: v('borderRadius'), color: v('colorText'),
  }],
  ['.PricingName', { margin: '0', fontWeight: '600', fontSize: '1.1em' }],
  ['.PricingDescription', { margin: '0', color: v('colorTextSecondary'), fontSize: v('fontSizeSm') }],
  ['.PricingAmount', { margin: '0', fontWeight: '700', fontSize: '1.6em' }],
  [':where(.PricingItem) .EmbedButton', { marginTop: 'auto' }],
  ['.EmbedStatus', { margin: `${unit(2)} 0 0`, fontSize: v('fontSizeSm') }],
]
