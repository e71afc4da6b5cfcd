/**
 * The forms' own stylesheet, in the appearance API's notation (see selectors.ts) and made only of
 * the `--p-*` custom properties, so that themes and variables restyle it without touching a rule.
 *
 * The markup it expects (class names carry a `p-` prefix in the DOM):
 * - `.Grid` holds `.Field`s (two columns; `.Field--half` takes one);
 * - a `.Field` holds a `.Label`, then an `.Input`, then its `.Error` line (there, empty, while it has no error);
 *   with floating labels the form sets `.Label--resting` while the input is empty and unfocused,
 *   `.Label--floating` otherwise;
 * - `.Tabs` holds `.Tab`s (`.TabIcon`, `.TabLabel`); `.Accordion` (`.Accordion--joined` without
 *   spacing) holds `.AccordionItem`s; `.Picker` holds `.PickerItem`s;
 * - a `.Checkbox` label wraps the visually hidden native input, a `.CheckboxInput` box and a
 *   `.CheckboxLabel`;
 * - states are modifier classes next to the base class: `.Input--invalid`, `.Input--empty`,
 *   `.Tab--selected`, `.CheckboxInput--checked`, `.DropdownItem--highlighted`, …
 * Context in selectors sits inside :where() so that it adds no weight: the merchant's rule for the
 * same class and state always wins over ours. An element that needs more (the address lines, the
 * wallet buttons) brings its own rules (`ElementDefinition.styles`), so a page pays for those only
 * when it shows that element.
 */
import type { Declarations, StyleRule } from './cssText.ts'
import { border, button, focusRing, ring, selected, spacing, surface, transition, unit, v } from './ruleParts.ts'

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


/** Layout, inputs, labels, errors, tabs, accordion, picker, checkbox, switch, menu and links, with labels above. */
export const baseRules: ReadonlyArray<StyleRule> = [
  ['*, *::before, *::after', { boxSizing: 'border-box' }],
  // The input and what sits inside its edge (the card brand), which never takes the pointer.
  ['.InputWrapper', { position: 'relative' }],
  // A logo: every viewBox is 3:2 (codegen), so one box fits them all, centred on the text line.
  ['.Logo', { display: 'inline-block', flex: 'none', width: '1.5em', height: '1em', verticalAlign: 'middle' }],
  // The card brand inside the number input's end, which never takes the pointer.
  ['.CardBrandIcon', {
    position: 'absolute',
    insetInlineEnd: unit(3),
    top: '50%',
    transform: 'translateY(-50%)',
    width: '2.4em',
    height: '1.6em',
    // The plain card shown before a brand is known is drawn in `currentColor`: muted, like a placeholder.
    color: v('colorTextSecondary'),
    pointerEvents: 'none',
  }],
  // The row of accepted brands above the number, at the size of the one in the input.
  ['.CardBrands', { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: unit(1.5) }],
  ['.CardBrand', { display: 'flex' }],
  // The card's installment plans being retrieved, or not retrieved: a quiet line under the card's fields.
  // Spaced below as a field is by its error line, so what follows the card form does not touch it.
  ['.InstallmentsStatus', { gridColumn: '1 / -1', margin: `0 0 ${unit(3)}`, color: v('colorTextSecondary'), fontSize: v('fontSizeSm') }],
  [':where(.CardBrand) .Logo', { width: '2.4em', height: '1.6em' }],
  ['.Grid', {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    rowGap: v('gridRowSpacing'),
    columnGap: v('gridColumnSpacing'),
  }],
  ['.Field', { position: 'relative', display: 'flex', flexDirection: 'column', gridColumn: '1 / -1', minWidth: '0' }],
  ['.Field--half', { gridColumn: 'auto' }],
  ['.Label', {
    display: 'block',
    marginBottom: unit(1.5),
    color: v('colorText'),
    fontSize: v('fontSizeSm'),
    fontWeight: v('fontWeightNormal'),
    lineHeight: v('fontLineHeight'),
  }],
  ['.Input', {
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
  ['.Input::placeholder', { color: v('colorTextPlaceholder'), opacity: '1' }],
  // After `.Input`, which it overrides: the digits stop before the card brand in the input's end.
  [':where(.InputWrapper:has(.CardBrandIcon)) .Input', { paddingInlineEnd: `calc(${unit(3)} * 2 + 2.4em)` }],
  ['.Input:focus', { ...focusRing, borderColor: v('colorFocusBorder') }],
  ['.Input--invalid', { color: v('colorDanger'), borderColor: v('colorDanger'), boxShadow: ring(v('colorDanger')) }],
  ['.Input--invalid:focus', {
    borderColor: v('colorDanger'),
    boxShadow: `${ring(v('colorDanger'))}, ${v('shadowFocusDanger')}`,
  }],
  ['.Input:disabled', { opacity: '0.5', cursor: 'not-allowed' }],
  ['.Error', { marginTop: unit(1), color: v('colorDanger'), fontSize: v('fontSizeSm'), lineHeight: v('fontLineHeight') }],
  // A field keeps its error's line while it has no error, so one appearing never moves the
  // controls below it under the shopper's pointer.
  [':where(.Field) > .Error', { minHeight: '1lh' }],
  ['.Text', { color: v('colorText') }],
  ['.RedirectText', { color: v('colorTextSecondary'), fontSize: v('fontSizeSm'), lineHeight: v('fontLineHeight') }],
  // Links are often buttons ("Enter address manually"): no button chrome, a row of their own in a grid.
  ['.Link', { color: v('colorPrimary'), textDecoration: 'none', cursor: 'pointer', background: 'transparent', border: '0', padding: '0', font: 'inherit', textAlign: 'start' }],
  [':where(.Grid) .Link', { gridColumn: '1 / -1', justifySelf: 'start' }],
  ['.Link:hover', { textDecoration: 'underline' }],
  ['.Action, .PickerAction', {
    ...button,
    padding: '0',
    border: '0',
    background: 'none',
    fontSize: 'inherit',
    color: v('colorPrimary'),
  }],
  // Tabs share a row and wrap onto the next once each would be narrower than a short name:
  // five fit a phone-width form; "More payment methods" can open a dozen.
  ['.Tabs', { display: 'flex', flexWrap: 'wrap', gap: v('tabSpacing') }],
  ['.Tab', {
    ...surface,
    ...button,
    display: 'flex',
    flex: '1 1 6em',
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
  // A method's logo; a neutral family icon is drawn in `currentColor`, so it takes the tab's icon colours.
  ['.TabIcon', { display: 'block', width: '1.875em', height: '1.25em', color: v('colorIconTab') }],
  [':where(.Tab:hover) .TabIcon', { color: v('colorIconTabHover') }],
  [':where(.Tab--selected) .TabIcon', { color: v('colorIconTabSelected') }],
  ['.TabLabel', { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }],
  ['.Block, .AccordionItem, .PickerItem', surface],
  ['.Block', { padding: unit(3) }],
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
  ['.Mandate', { color: v('colorTextSecondary'), fontSize: '0.85em' }],
  // What happens after Pay, under a catalog method's fields (payloom/methods): the whole row.
  ['.MethodNotice', { gridColumn: '1 / -1', margin: '0', color: v('colorTextSecondary'), fontSize: '0.9em' }],
  // A method's form in screens (paymentScreens): the step line above, Back and Next below, each the whole row.
  ['.MethodScreenStep', { gridColumn: '1 / -1', margin: '0', color: v('colorTextSecondary'), fontSize: '0.85em' }],
  ['.MethodScreenNav', { gridColumn: '1 / -1', display: 'flex', justifyContent: 'space-between', gap: unit(2) }],
  ['.MethodScreenButton', {
    ...button,
    padding: `${unit(2)} ${unit(4)}`,
    border,
    borderRadius: v('borderRadius'),
    background: v('colorBackground'),
    color: v('colorText'),
    fontSize: 'inherit',
  }],
  ['.MethodScreenButton--next', { marginInlineStart: 'auto', background: v('colorPrimary'), borderColor: v('colorPrimary'), color: v('colorBackground') }],
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
  // Last, so that a selected or checked item keeps its focus ring.
  [
    '.Tab:focus-visible, .AccordionItem:focus-visible, .PickerItem:focus-visible, .Action:focus-visible, '
    + '.PickerAction:focus-visible, .Link:focus-visible, :where(.Checkbox:focus-within) .CheckboxInput',
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
  // The input sits in its `.InputWrapper` (with the card brand), not right under the field.
  [':where(.Field) .Input', { paddingTop, paddingBottom: unit(1.5) }],
  [':where(.Field:not(:focus-within)) .Input--empty::placeholder', { color: 'transparent' }],
]

/**
 * Right to left: logical properties already mirror the layout; what remains is content that reads
 * left to right in every script (card digits, phone numbers, e-mail addresses, codes), aligned
 * to the right edge with the text around it, and the switch knob's travel.
 */
export const rtlRules: ReadonlyArray<StyleRule> = [
  ['.Input[type="tel"], .Input[type="email"], .Input[inputmode="numeric"]', { direction: 'ltr', textAlign: 'right' }],
]

/** Under `prefers-reduced-motion: reduce`: no transitions. */
export const reducedMotionRule: StyleRule = ['*, *::before, *::after', { transition: 'none' }]
