/**
 * Selectors in the appearance API's notation (`.Tab--selected:hover`) turned into the forms' class
 * names (`.p-Tab.p-Tab--selected:hover`) under an elements group's scope. The base stylesheet is
 * written in the same notation, so that it and the merchant's rules weigh the same and a rule for
 * a state (`.Input--invalid`) outranks one for the bare class (`.Input`), as merchants expect.
 */

const classToken = /\.([A-Z][A-Za-z]*)((?:--[a-z]+)*)/g

/** `.Input--invalid--empty:hover` -> `.p-Input.p-Input--invalid.p-Input--empty:hover`, in any selector. */
export const formSelector = (selector: string): string =>
  selector.replace(classToken, (_, name: string, modifiers: string) =>
    [`.p-${name}`, ...modifiers.split('--').slice(1).map((modifier) => `.p-${name}--${modifier}`)].join(''))

// Splits a selector list at its top-level commas (not those inside :where(…) or :not(…)).
const selectorList = (selectors: string): ReadonlyArray<string> => {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < selectors.length; index++) {
    const char = selectors[index]
    if (char === '(') depth += 1
    else if (char === ')') depth -= 1
    else if (char === ',' && depth === 0) {
      parts.push(selectors.slice(start, index))
      start = index + 1
    }
  }
  return [...parts, selectors.slice(start)].map((part) => part.trim())
}

/** Each selector of a list, in the forms' class names, inside `scope`. */
export const scopedSelector = (scope: string, selectors: string): string =>
  selectorList(selectors).map((selector) => `${scope} ${formSelector(selector)}`).join(', ')

/** Like `scopedSelector`, for right-to-left text: `dir=rtl` on the scope element or inside it. */
export const rtlSelector = (scope: string, selectors: string): string =>
  selectorList(selectors)
    .flatMap((selector) => [`${scope}[dir=rtl] ${formSelector(selector)}`, `${scope} [dir=rtl] ${formSelector(selector)}`])
    .join(', ')
