/** CSS declarations by property name: camelCase (`borderColor`), kebab-case, or a custom property (`--p-x`). */
export type Declarations = Readonly<Record<string, string>>

/** One style rule: a selector list and its declarations. */
export type StyleRule = readonly [selector: string, declarations: Declarations]

/**
 * The CSS name of a property: `borderColor` -> `border-color`, React-style vendor prefixes
 * `WebkitAppearance` -> `-webkit-appearance` and `msTransform` -> `-ms-transform`.
 */
export const propertyName = (name: string): string => {
  if (name.startsWith('--')) return name
  const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  return /^ms-/.test(kebab) ? `-${kebab}` : kebab
}

/**
 * A value made unable to leave its declaration or its <style>. Values reach here validated; this is
 * the second lock: `;`, braces, angle brackets and backslashes become hex escapes (`\3b `), which
 * CSS reads back as the same characters inside strings and url() but never as syntax, and line
 * breaks, which no escape can carry, become spaces.
 */
export const escapeValue = (value: string): string =>
  value
    .replace(/[\\{};<>]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)
    .replace(/[\n\r\f]/g, ' ')

/** `selector { property: value; … }`, or nothing for a rule without declarations. */
export const ruleText = (selector: string, declarations: Declarations): string => {
  const body = Object.entries(declarations).map(([name, value]) => `${propertyName(name)}: ${escapeValue(value)}`)
  return body.length === 0 ? '' : `${selector} { ${body.join('; ')} }`
}
