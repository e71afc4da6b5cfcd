import type { ShownMethod } from 'payloom'

/** Whether the shopper touched the card form's Link sign-up box (ticked or unticked it). */
export const boxTouched = (shown: ShownMethod): boolean => shown.edited.includes('linkOptIn')

/**
 * Whether the sign-up box is ticked (payment-form.md §5 "Link opt-in resets when the country
 * changes, unless touched"). A box the shopper touched is as they left it. An untouched one keeps
 * no value of its own: it is read from the session's opt-in mode each time, so whatever else
 * changes on the card form (its billing country) leaves it as the mode starts it.
 */
export const optInChecked = (shown: ShownMethod, checkedByDefault: boolean): boolean =>
  boxTouched(shown) ? shown.values.linkOptIn === true : checkedByDefault
