/**
 * The forms' own stylesheet, in the appearance API's notation (see selectors.ts) and made only of
 * the `--p-*` custom properties, so that themes and variables restyle it without touching a rule.
 *
 * The markup it expects (class names carry a `p-` prefix in the DOM):
 * - `.Grid` holds `.Field`s (two columns; `.Field--half` takes one) and `.Row`s (an address
 *   format's line, its `.Field`s side by side);
 * - a `.Field` holds a `.Label`, then an `.Input` (or `.CodeInput`), then an optional `.Error`;
 *   with floating labels the form sets `.Label--resting` while the input is empty and unfocused,
 *   `.Label--floating` otherwise;
 * - `.Tabs` holds `.Tab`s (`.TabIcon`, `.TabLabel`); `.Accordion` (`.Accordion--joined` without
 *   spacing) holds `.AccordionItem`s; `.Picker` holds `.PickerItem`s;
 * - a `.Checkbox` label wraps the visually hidden native input, a `.CheckboxInput` box and a
 *   `.CheckboxLabel`; `.Switch` is a toggle whose knob is drawn by the stylesheet;
 * - states are modifier classes next to the base class: `.Input--invalid`, `.Input--empty`,
 *   `.Tab--selected`, `.CheckboxInput--checked`, `.DropdownItem--highlighted`, …
 * Context in selectors sits inside :where() so that it adds no weight: the merchant's rule for the
 * same class and state always wins over ours.
 */
import type { Declarations, StyleRule } from './cssText.ts'

const v = (name: string): string => `var(--p-${name})`
const spacing = (factor: number): string => `${v('spacingUnit')} * ${factor}`
const unit = (factor: number): string => `calc(${spacing(factor)})`
const border = `1px solid ${v('colorBorder')}`
const ring = (color: string): string => `0 0 0 1px ${color}`
const transition = 'background-color 0.15s ease, border-color 0.15s ease, box-shadow 0.15s ease, color 0.15s ease'

/** Typography set on the scope element itself; everything inside inherits it. */
export const rootDeclarations: Declarations = {
  fontFamily: v('fontFamily'),
  fontSize: v('fontSizeBase'),
  lineHeight: v('fontLineHeight'),
  fontWeight: v('fontWeightNormal'),
  fontVariantLigatures: v('fontVariantLigatures'),
  fontVariationSettings: v('fontVariationSettings'),
  color: v('colorText'),
}

/** What `fontSmooth` (always, auto, never) means to the engines that honour it. */
export const fontSmoothing: Readonly<Record<string, Declarations>> = {
  always: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
  never: { WebkitFontSmoothing: 'none', MozOsxFontSmoothing: 'auto' },
}

const focusRing: Declarations = { outline: v('focusOutline'), boxShadow: v('focusBoxShadow') }

const surface: Declarations = {
  backgroundColor: v('colorInputBackground'),
  border,
  borderRadius: v('borderRadius'),
  boxShadow: v('shadowInput'),
  transition,
}

const button: Declarations = { margin: '0', fontFamily: 'inherit', textAlign: 'start', cursor: 'pointer' }

const selected: Declarations = { borderColor: v('colorPrimary'), boxShadow: ring(v('colorPrimary')) }

/** Layout, inputs, labels, errors, tabs, accordion, picker, checkbox, switch, menu and links, with labels above. */
export const baseRules: ReadonlyArray<StyleRule> = [
  ['*, *::before, *::after', { boxSizing: 'border-box' }],
  // The input and what sits inside its edge (the card brand), which never takes the pointer.
  ['.InputWrapper', { position: 'relative' }],
  ['.CardBrandIcon', {
    position: 'absolute',
    insetInlineEnd: unit(3),
    top: '50%',
    transform: 'translateY(-50%)',
    padding: `0 ${unit(1)}`,
    fontSize: '0.75em',
    fontWeight: v('fontWeightBold'),
    color: v('colorTextSecondary'),
    border,
    borderRadius: v('borderRadius'),
    pointerEvents: 'none',
  }],
  // The row of accepted brands above the number: the same badges, in the flow rather than in an input's edge.
  ['.CardBrands', { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: unit(1.5) }],
  [':where(.CardBrands) .CardBrandIcon', { position: 'static', transform: 'none' }],
  ['.Grid', {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    rowGap: v('gridRowSpacing'),
    columnGap: v('gridColumnSpacing'),
  }],
  ['.Field', { position: 'relative', display: 'flex', flexDirection: 'column', gridColumn: '1 / -1', minWidth: '0' }],
  ['.Field--half', { gridColumn: 'auto' }],
  // A line of an address format (city, state and ZIP): the whole width, its fields side by side.
  ['.Row', { gridColumn: '1 / -1', display: 'flex', gap: v('gridColumnSpacing'), minWidth: '0' }],
  // Each cell shares the line: a field, or the wrapper that holds a street field and its suggestions.
  [':where(.Row) > *', { flex: '1 1 0', minWidth: '0' }],
  ['.Label', {
    display: 'block',
    marginBottom: unit(1.5),
    color: v('colorText'),
    fontSize: v('fontSizeSm'),
    fontWeight: v('fontWeightNormal'),
    lineHeight: v('fontLineHeight'),
  }],
  ['.Input, .CodeInput', {
    ...surface,
    display: 'block',
    width: '100%',
    margin: '0',
    padding: unit(3),
    appearance: 'none',
    fontFamily: 'inherit',
    fontSize: v('fontSizeBase'),
    fontWeight: v('fontWeightNormal'),
    lineHeight: v('fontLineHeight'),
    color: v('colorText'),
  }],
  ['.CodeInput', { textAlign: 'center', fontSize: v('fontSizeXl'), fontVariantNumeric: 'tabular-nums', letterSpacing: '0.1em' }],
  ['.Input::placeholder, .CodeInput::placeholder', { color: v('colorTextPlaceholder'), opacity: '1' }],
  ['.Input:focus, .CodeInput:focus', { ...focusRing, borderColor: v('colorFocusBorder') }],
  ['.Input--invalid, .CodeInput--invalid', { color: v('colorDanger'), borderColor: v('colorDanger'), boxShadow: ring(v('colorDanger')) }],
  ['.Input--invalid:focus, .CodeInput--invalid:focus', {
    borderColor: v('colorDanger'),
    boxShadow: `${ring(v('colorDanger'))}, ${v('shadowFocusDanger')}`,
  }],
  ['.Input:disabled, .CodeInput:disabled', { opacity: '0.5', cursor: 'not-allowed' }],
  ['.Error', { marginTop: unit(1), color: v('colorDanger'), fontSize: v('fontSizeSm'), lineHeight: v('fontLineHeight') }],
  ['.Text', { color: v('colorText') }],
  ['.TermsText', { color: v('colorTextSecondary'), fontSize: v('fontSizeXs'), lineHeight: v('fontLineHeight') }],
  ['.RedirectText', { color: v('colorTextSecondary'), fontSize: v('fontSizeSm'), lineHeight: v('fontLineHeight') }],
  // Links are often buttons ("Enter address manually"): no button chrome, a row of their own in a grid.
  ['.Link', { color: v('colorPrimary'), textDecoration: 'none', cursor: 'pointer', background: 'transparent', border: '0', padding: '0', font: 'inherit', textAlign: 'start' }],
  [':where(.Grid) .Link', { gridColumn: '1 / -1', justifySelf: 'start' }],
  ['.Link:hover', { textDecoration: 'underline' }],
  ['.SecondaryLink', { color: v('colorTextSecondary'), textDecoration: 'underline', cursor: 'pointer' }],
  ['.TermsLink', { color: 'inherit', textDecoration: 'underline' }],
  ['.Action, .BlockAction, .PickerAction, .MenuAction', {
    ...button,
    padding: '0',
    border: '0',
    background: 'none',
    fontSize: 'inherit',
    color: v('colorPrimary'),
  }],
  ['.Tabs', { display: 'flex', gap: v('tabSpacing') }],
  ['.Tab', {
    ...surface,
    ...button,
    display: 'flex',
    flex: '1 1 0',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: unit(1),
    minWidth: '0',
    padding: `${unit(2.5)} ${unit(3)}`,
    color: v('colorTextSecondary'),
    fontSize: v('fontSizeSm'),
    fontWeight: v('fontWeightMedium'),
  }],
  ['.Tab:hover', { color: v('colorText') }],
  ['.Tab--selected', { ...selected, color: v('colorPrimary') }],
  ['.TabIcon', { display: 'block', width: 'auto', height: '1.25em', fill: v('colorIconTab') }],
  [':where(.Tab:hover) .TabIcon', { fill: v('colorIconTabHover') }],
  [':where(.Tab--selected) .TabIcon', { fill: v('colorIconTabSelected') }],
  ['.TabLabel', { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }],
  ['.Block, .AccordionItem, .PickerItem', surface],
  ['.Block', { padding: unit(3) }],
  ['.BlockDivider', { height: '1px', margin: `${unit(3)} 0`, border: '0', backgroundColor: v('colorBorder') }],
  ['.Accordion', { display: 'flex', flexDirection: 'column', gap: v('accordionItemSpacing') }],
  // An item's header is a full-width button; the item around it carries the surface.
  ['.AccordionButton, .MoreButton', {
    ...button,
    display: 'flex',
    alignItems: 'center',
    gap: unit(2),
    width: '100%',
    padding: '0',
    border: '0',
    background: 'transparent',
    color: 'inherit',
    fontSize: 'inherit',
    fontWeight: v('fontWeightMedium'),
  }],
  ['.MoreButton', { color: v('colorPrimary'), padding: unit(2) }],
  ['.Radio', {
    width: '1em',
    height: '1em',
    flex: 'none',
    borderRadius: '50%',
    border,
    backgroundColor: v('colorInputBackground'),
  }],
  ['.Radio--checked', { borderColor: v('colorPrimary'), boxShadow: `inset 0 0 0 0.25em ${v('colorInputBackground')}`, backgroundColor: v('colorPrimary') }],
  ['.PaymentForm', { paddingTop: unit(3) }],
  // The skeleton while the session loads: two input-sized bars.
  ['.Loader', { display: 'flex', flexDirection: 'column', gap: unit(3) }],
  ['.LoaderBar', { display: 'block', height: '2.75em', borderRadius: v('borderRadius'), backgroundColor: v('colorBorder'), opacity: '0.5' }],
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
  ['.ExpressButton:focus-visible', focusRing],
  // Loading: the button holds its place, greyed, until the wallet says whether it can pay.
  ['.ExpressButton:disabled', { opacity: '0.4', cursor: 'progress' }],
  // The address element is a fieldset for its title's sake, not its browser frame.
  ['.Address', { border: '0', margin: '0', padding: '0', minWidth: '0' }],
  ['.AddressTitle', { padding: '0', marginBottom: unit(2), fontWeight: v('fontWeightMedium') }],
  ['.Mandate', { color: v('colorTextSecondary'), fontSize: '0.85em' }],
  ['.Accordion--joined', { gap: '0' }],
  [':where(.Accordion--joined) .AccordionItem:not(:first-child)', {
    marginTop: '-1px',
    borderStartStartRadius: '0',
    borderStartEndRadius: '0',
  }],
  [':where(.Accordion--joined) .AccordionItem:not(:last-child)', { borderEndStartRadius: '0', borderEndEndRadius: '0' }],
  ['.AccordionItem', {
    display: 'flex',
    flexDirection: 'column',
    gap: unit(3),
    padding: `${unit(3.5)} ${unit(4)}`,
    color: v('colorTextSecondary'),
    fontWeight: v('fontWeightMedium'),
    cursor: 'pointer',
  }],
  ['.AccordionItem:hover', { color: v('colorText') }],
  ['.AccordionItem--selected', { color: v('colorText'), cursor: 'default' }],
  ['.Picker', { display: 'flex', flexDirection: 'column', gap: v('pickerItemSpacing') }],
  ['.PickerItem', {
    ...button,
    display: 'flex',
    alignItems: 'center',
    gap: unit(3),
    width: '100%',
    padding: unit(3),
    color: v('colorText'),
    fontSize: 'inherit',
  }],
  ['.PickerItem--selected', selected],
  ['.Checkbox', { display: 'flex', alignItems: 'flex-start', gap: unit(2), cursor: 'pointer' }],
  ['.CheckboxInput', {
    ...surface,
    display: 'inline-grid',
    placeItems: 'center',
    flex: 'none',
    width: '1.15em',
    height: '1.15em',
    marginTop: '0.1em',
    borderRadius: `calc(${v('borderRadius')} * 0.6)`,
    color: v('colorIconCheckmark'),
  }],
  ['.CheckboxInput--checked', { backgroundColor: v('colorPrimary'), borderColor: v('colorPrimary') }],
  ['.CheckboxLabel', { color: v('colorText'), fontSize: v('fontSizeSm'), lineHeight: v('fontLineHeight') }],
  ['.Switch', {
    position: 'relative',
    display: 'inline-block',
    flex: 'none',
    width: '2.25em',
    height: '1.25em',
    borderRadius: '999px',
    backgroundColor: v('colorBorder'),
    cursor: 'pointer',
    transition,
  }],
  ['.Switch::after', {
    content: '""',
    position: 'absolute',
    top: '0.125em',
    insetInlineStart: '0.125em',
    width: '1em',
    height: '1em',
    borderRadius: '50%',
    backgroundColor: v('colorBackground'),
    transition: 'transform 0.15s ease',
  }],
  ['.Switch--checked', { backgroundColor: v('colorPrimary') }],
  ['.Switch--checked::after', { transform: 'translateX(1em)' }],
  ['.Menu', {
    padding: `${unit(1)} 0`,
    backgroundColor: v('colorBackground'),
    border,
    borderRadius: v('borderRadius'),
    boxShadow: v('shadowMenu'),
  }],
  ['.MenuAction', { display: 'flex', alignItems: 'center', gap: unit(2), width: '100%', padding: `${unit(2)} ${unit(3)}`, color: v('colorText') }],
  ['.MenuIcon', { fill: v('colorIcon') }],
  ['.DropdownItem', { padding: `${unit(2)} ${unit(3)}`, color: v('colorText'), cursor: 'pointer' }],
  ['.MenuAction:hover, .DropdownItem--highlighted', { backgroundColor: v('colorHighlight') }],
  // Last, so that a selected or checked item keeps its focus ring.
  [
    '.Tab:focus-visible, .AccordionItem:focus-visible, .PickerItem:focus-visible, .Action:focus-visible, '
    + '.BlockAction:focus-visible, .PickerAction:focus-visible, .MenuAction:focus-visible, .Link:focus-visible, '
    + '.SecondaryLink:focus-visible, .TermsLink:focus-visible, .Switch:focus-visible, :where(.Checkbox:focus-within) .CheckboxInput',
    focusRing,
  ],
]

// Floating label metrics: the input's top padding leaves room for the small label; a resting
// label sits where the input's padding box is centred, with the input's font and line height.
const paddingTop = `calc(${spacing(2)} + ${v('fontSizeXs')} * 1.2)`
const restingTop = `calc(1px + ${spacing(1.75)} + ${v('fontSizeXs')} * 0.6)`

/** `labels: 'floating'`: the label sits inside the input and moves up when it is focused or filled. */
export const floatingLabelRules: ReadonlyArray<StyleRule> = [
  [':where(.Field) > .Label', {
    position: 'absolute',
    zIndex: '1',
    top: `calc(1px + ${spacing(1.5)})`,
    insetInlineStart: `calc(1px + ${spacing(3)})`,
    insetInlineEnd: `calc(1px + ${spacing(3)})`,
    margin: '0',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: v('colorTextSecondary'),
    fontSize: v('fontSizeXs'),
    lineHeight: '1.2',
    pointerEvents: 'none',
    transition: 'top 0.15s ease, font-size 0.15s ease, line-height 0.15s ease',
  }],
  [':where(.Field:not(:focus-within)) > .Label--resting', { top: restingTop, fontSize: v('fontSizeBase'), lineHeight: v('fontLineHeight') }],
  [':where(.Field) > .Input', { paddingTop, paddingBottom: unit(1.5) }],
  [':where(.Field:not(:focus-within)) > .Input--empty::placeholder', { color: 'transparent' }],
]

/**
 * Right to left: logical properties already mirror the layout; what remains is content that reads
 * left to right in every script (card digits, phone numbers, e-mail addresses, codes), aligned
 * to the right edge with the text around it, and the switch knob's travel.
 */
export const rtlRules: ReadonlyArray<StyleRule> = [
  ['.Input[type="tel"], .Input[type="email"], .Input[inputmode="numeric"]', { direction: 'ltr', textAlign: 'right' }],
  ['.CodeInput', { direction: 'ltr' }],
  ['.Switch--checked::after', { transform: 'translateX(-1em)' }],
]

/** Under `prefers-reduced-motion: reduce`: no transitions. */
export const reducedMotionRule: StyleRule = ['*, *::before, *::after', { transition: 'none' }]
