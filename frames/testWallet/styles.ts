import { focusRing, selected, surface, unit, v } from '../../core/elements/appearance/ruleParts.ts'
import type { StyleRule } from '../../core/elements/appearance/cssText.ts'

/** The test wallet sheet's look, on the forms' default appearance (frames/testWalletSheet.tsx). */
export const testSheetStyles: ReadonlyArray<StyleRule> = [
  // The frame is as tall as the sheet, up to the window: past that the sheet scrolls inside it.
  ['.TestSheetFrame', { maxHeight: '100vh', overflowY: 'auto', backgroundColor: v('colorBackground') }],
  ['.TestSheet', { display: 'flex', flexDirection: 'column', gap: unit(4), padding: unit(5), color: v('colorText'), fontFamily: v('fontFamily') }],
  ['.TestSheetHeader', { display: 'flex', alignItems: 'center', gap: unit(2) }],
  ['.TestSheetMark', { width: '2.25em', height: '1.5em', flex: 'none' }],
  ['.TestSheetTitle', { margin: '0', fontSize: '1.25rem', fontWeight: v('fontWeightBold') }],
  ['.TestSheetBadge', {
    marginInlineStart: 'auto', padding: `${unit(0.5)} ${unit(2)}`, borderRadius: '999px',
    backgroundColor: '#fde9c9', color: '#6b3a00', fontSize: v('fontSizeSm'), fontWeight: '600',
  }],
  ['.TestSheetNotice', { margin: '0', color: v('colorTextSecondary'), fontSize: v('fontSizeSm') }],
  ['.TestSheetHeading', { margin: `0 0 ${unit(2)}`, padding: '0', fontSize: '1rem', fontWeight: '600' }],
  ['.TestSheetSummary', { margin: '0' }],
  // The merchant's logo by the heading that names them, as a wallet's sheet shows the payee.
  ['.TestSheetPayee', { display: 'flex', alignItems: 'center', gap: unit(3), marginBottom: unit(2) }],
  [':where(.TestSheetPayee) .TestSheetHeading', { margin: '0' }],
  ['.TestSheetLogo', { height: '2.5rem', maxWidth: '7.5rem', objectFit: 'contain', flex: 'none', borderRadius: v('borderRadius') }],
  ['.TestSheetLines', { margin: '0', display: 'flex', flexDirection: 'column', gap: unit(1) }],
  ['.TestSheetLine', { display: 'flex', justifyContent: 'space-between', gap: unit(3) }],
  [':where(.TestSheetLine) dd', { margin: '0', fontVariantNumeric: 'tabular-nums' }],
  ['.TestSheetLine--total', { paddingTop: unit(2), borderTop: `1px solid ${v('colorBorder')}`, fontWeight: v('fontWeightBold') }],
  ['.TestSheetGroup', { margin: '0', padding: '0', border: '0', minWidth: '0', display: 'flex', flexDirection: 'column', gap: unit(2) }],
  ['.TestSheetChoice', { ...surface, display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', columnGap: unit(2), padding: unit(3), cursor: 'pointer' }],
  ['.TestSheetChoice--selected', selected],
  [':where(.TestSheetChoice) input', { gridRow: 'span 2', margin: '0', accentColor: v('colorPrimary') }],
  [':where(.TestSheetChoice) input:focus-visible', focusRing],
  ['.TestSheetHint', { color: v('colorTextSecondary'), fontSize: v('fontSizeSm') }],
  ['.TestSheetStatus', { margin: '0', fontSize: v('fontSizeSm') }],
  ['.TestSheetAlert', { margin: '0' }],
  ['.TestSheetActions', { display: 'flex', justifyContent: 'flex-end', gap: unit(2) }],
  ['.TestSheetButton', {
    ...surface, margin: '0', padding: `${unit(2.5)} ${unit(4)}`, font: 'inherit', fontWeight: '600', color: v('colorText'), cursor: 'pointer',
  }],
  ['.TestSheetButton:focus-visible', focusRing],
  ['.TestSheetButton--pay', { backgroundColor: v('colorPrimary'), borderColor: v('colorPrimary'), color: v('colorBackground') }],
  ['.TestSheetButton:disabled', { opacity: '0.5', cursor: 'not-allowed' }],
]
