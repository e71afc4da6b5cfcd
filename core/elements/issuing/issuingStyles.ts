import type { StyleRule } from '../appearance/cssText.ts'
import { border, button, focusRing, unit, v } from '../appearance/ruleParts.ts'

/** The issuing elements' rules, added to the stylesheet when one mounts. */
export const issuingStyles: ReadonlyArray<StyleRule> = [
  ['.IssuingDisplay', { color: v('colorText'), lineHeight: v('fontLineHeight') }],
  // The digits line up from one card to the next, and the number's four groups never wrap apart.
  ['.IssuingValue', { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }],
  // Read by screen readers, not shown: the merchant's page labels the details where it places them.
  ['.IssuingLabel', { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: '0', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: '0' }],
  // Room for the focus ring inside the frame, which would clip it.
  ['.IssuingCopy', { padding: '3px' }],
  ['.IssuingCopyButton', {
    ...button, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: '2.25em', height: '2.25em', padding: unit(1),
    color: v('colorPrimary'), backgroundColor: v('colorBackground'), border, borderRadius: v('borderRadius'),
  }],
  ['.IssuingCopyButton:focus-visible', focusRing],
  ['.IssuingCopyButton:disabled', { cursor: 'default', color: v('colorTextSecondary') }],
]
