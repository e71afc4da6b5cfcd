import type { StyleRule } from '../appearance/cssText.ts'
import { unit, v } from '../appearance/ruleParts.ts'

/** The address element's rules, added to the stylesheet when it mounts. */
export const addressStyles: ReadonlyArray<StyleRule> = [
  // The address element is a fieldset for its title's sake, not its browser frame.
  ['.Address', { border: '0', margin: '0', padding: '0', minWidth: '0' }],
  ['.AddressTitle', { padding: '0', marginBottom: unit(2), fontWeight: v('fontWeightMedium') }],
  // A line of an address format (city, state and ZIP): the whole width, its fields side by side.
  ['.Row', { gridColumn: '1 / -1', display: 'flex', gap: v('gridColumnSpacing'), minWidth: '0' }],
  // Each cell shares the line: a field, or the wrapper that holds a street field and its suggestions.
  [':where(.Row) > *', { flex: '1 1 0', minWidth: '0' }],
  // A saved address's buttons (Edit, Remove, Make default) each keep to one line beside it; the
  // remove prompt's Remove and Cancel stand apart.
  [':where(.Address .PickerItem) > .Link', { whiteSpace: 'nowrap' }],
  [':where(.Address) .Action + .Action', { marginInlineStart: unit(4) }],
  ['.DropdownItem', { padding: `${unit(2)} ${unit(3)}`, color: v('colorText'), cursor: 'pointer' }],
  ['.DropdownItem--highlighted', { backgroundColor: v('colorHighlight') }],
]
