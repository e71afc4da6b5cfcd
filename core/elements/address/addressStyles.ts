import type { StyleRule } from '../appearance/cssText.ts'
import { border, unit, v } from '../appearance/ruleParts.ts'

/** The address element's rules, added to the stylesheet when it mounts. */
export const addressStyles: ReadonlyArray<StyleRule> = [
  // The address element is a fieldset for its title's sake, not its browser frame.
  ['.Address', { border: '0', margin: '0', padding: '0', minWidth: '0' }],
  ['.AddressTitle', { padding: '0', marginBottom: unit(2), fontWeight: v('fontWeightMedium') }],
  // A line of an address format (city, state and ZIP): the whole width, its fields side by side.
  ['.Row', { gridColumn: '1 / -1', display: 'flex', gap: v('gridColumnSpacing'), minWidth: '0' }],
  // Each cell, a field, shares the line.
  [':where(.Row) > *', { flex: '1 1 0', minWidth: '0' }],
  // A saved address's buttons (Edit, Remove, Make default) each keep to one line beside it; the
  // remove prompt's Remove and Cancel stand apart.
  [':where(.Address .PickerItem) > .Link', { whiteSpace: 'nowrap' }],
  [':where(.Address) .Action + .Action', { marginInlineStart: unit(4) }],
  // The suggestions: under the street line, over the fields below it (same-page hosting), or the
  // whole of the autocompleteSuggestions frame laid over the page there (isolated hosting).
  ['.Dropdown', { listStyle: 'none', margin: '0', padding: `${unit(1)} 0`, backgroundColor: v('colorBackground'), border, borderRadius: v('borderRadius') }],
  // Under the street line: a line of no height after its input, which the list hangs from over what follows.
  ['.DropdownAnchor', { position: 'relative', height: '0' }],
  [':where(.DropdownAnchor) > .Dropdown', { position: 'absolute', top: '0', insetInline: '0', zIndex: '1', marginTop: unit(1), boxShadow: v('shadowMenu') }],
  // The street line's status says the suggestions to screen readers only: the list shows them.
  ['.Address .ComboboxStatus', { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }],
  ['.DropdownItem', { padding: `${unit(2)} ${unit(3)}`, color: v('colorText'), cursor: 'pointer' }],
  ['.DropdownItem--highlighted', { backgroundColor: v('colorHighlight') }],
]
