/**
 * The merchant's name as the shopper reads it in a mandate or the terms under a form: the
 * element's `business.name` when the merchant gave one, else the business name the elements
 * session carries (controller.md §3 "merchant info"); undefined when neither names them, and the
 * texts then say "the merchant" or "this business".
 */
export const merchantNameOf = (options: unknown, session: { readonly businessName?: string } | undefined): string | undefined => {
  const business = typeof options === 'object' && options !== null ? (options as { business?: unknown }).business : undefined
  const given = typeof business === 'object' && business !== null ? (business as { name?: unknown }).name : undefined
  const name = typeof given === 'string' ? given.trim() : ''
  return name !== '' ? name : session?.businessName
}
