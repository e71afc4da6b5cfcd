/**
 * A language tag as locale matching compares it: trimmed, lower case, `-` between subtags (`pt_br`
 * and `PT-br` are `pt-br`), without extensions or private use (`ar-u-nu-latn` is `ar`).
 */
export const normalizeTag = (tag: string): string => {
  const subtags = tag.trim().replace(/_/g, '-').toLowerCase().split('-')
  const extension = subtags.findIndex((subtag, index) => index > 0 && subtag.length === 1)
  return (extension === -1 ? subtags : subtags.slice(0, extension)).join('-')
}

/**
 * What `lookup` finds for the longest prefix of a tag it knows (`es-mx-u-ca-gregory`, then `es-mx`,
 * then `es`). The runtime and codegen share it, so the aliases codegen keeps are exactly those
 * this prefix walk needs.
 */
export const matchTag = <T>(tag: string, lookup: (prefix: string) => T | undefined): T | undefined => {
  const subtags = normalizeTag(tag).split('-')
  for (let length = subtags.length; length > 0; length--) {
    const found = lookup(subtags.slice(0, length).join('-'))
    if (found !== undefined) return found
  }
  return undefined
}
