/**
 * The keyboard of a provider page shown as a modal dialog over the merchant's page (Link's sign-in
 * modal, the test wallet sheet): focus stays inside the dialog, as a modal dialog's must.
 */

/** The controls Tab stops at inside `root`, in order: a radio group is one stop, at its checked radio. */
export const tabStops = (root: HTMLElement): ReadonlyArray<HTMLElement> =>
  [...root.querySelectorAll<HTMLElement>('input:not([disabled]), button:not([disabled]), select:not([disabled]), a[href]')]
    .filter((control) => !(control instanceof HTMLInputElement && control.type === 'radio' && !control.checked))

/** Tab past the dialog's last control comes back to its first, and Shift+Tab the other way. */
export const keepTabInside = (root: HTMLElement, event: KeyboardEvent): void => {
  const stops = tabStops(root)
  if (event.key !== 'Tab' || stops.length === 0) return
  const index = stops.indexOf(document.activeElement as HTMLElement)
  if (event.shiftKey ? index <= 0 : index === stops.length - 1) {
    event.preventDefault()
    stops[event.shiftKey ? stops.length - 1 : 0]!.focus()
  }
}
