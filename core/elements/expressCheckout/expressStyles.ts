import type { StyleRule } from '../appearance/cssText.ts'
import { button, focusRing, transition, unit, v } from '../appearance/ruleParts.ts'

/** The express checkout element's rules, added to the stylesheet when it mounts. */
export const expressStyles: ReadonlyArray<StyleRule> = [
  // Wallet buttons keep their brands' colours whatever the theme: `buttonTheme` picks dark, light
  // or light with an outline. The height comes from `buttonHeight`, set on each button.
  ['.ExpressCheckout', { display: 'flex', flexWrap: 'wrap', gap: unit(2) }],
  ['.ExpressButton', {
    ...button,
    flex: '1 1 10em',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: `0 ${unit(4)}`,
    border: '1px solid transparent',
    borderRadius: v('borderRadius'),
    fontSize: v('fontSizeBase'),
    fontWeight: v('fontWeightMedium'),
    transition,
  }],
  ['.ExpressButton--dark', { backgroundColor: '#000', color: '#fff' }],
  // A faint edge, so a light button on a white page still reads as a button.
  ['.ExpressButton--light', { backgroundColor: '#fff', color: '#000', boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.15)' }],
  ['.ExpressButton--light-outline', { backgroundColor: '#fff', color: '#000', borderColor: '#000' }],
  // The wallet's mark between the call to action's words, as tall as the text beside it allows.
  ['.ExpressButton', { gap: unit(1.5) }],
  ['.ExpressMark', { height: '60%', width: 'auto', aspectRatio: '3 / 2', flex: 'none' }],
  // "More": the buttons the layout's rows leave out, in the page's own colours.
  ['.ExpressButton--more', { backgroundColor: v('colorBackground'), color: v('colorText'), borderColor: v('colorTextSecondary') }],
  ['.ExpressError', { flexBasis: '100%', gridColumn: '1 / -1', margin: '0', color: v('colorDanger'), fontSize: v('fontSizeSm') }],
  ['.ExpressButton:focus-visible', focusRing],
  // Loading: the button holds its place, greyed, until the wallet says whether it can pay.
  ['.ExpressButton:disabled', { opacity: '0.4', cursor: 'progress' }],
]
