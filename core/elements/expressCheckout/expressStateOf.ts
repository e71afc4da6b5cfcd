import type { ExpressCheckoutState } from './expressState.ts'

/**
 * The express checkout state inside the element's state (which also holds its buttons). A module of
 * its own: the group reads it from the core entry, which would otherwise carry the whole machine.
 */
export const expressStateOf = (elementState: unknown): ExpressCheckoutState | undefined =>
  typeof elementState === 'object' && elementState !== null && 'express' in elementState ? (elementState as { readonly express: ExpressCheckoutState }).express : undefined
