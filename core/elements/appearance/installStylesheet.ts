export interface InstallOptions {
  /** The id of the <style> element; installing again with the same id replaces its CSS in place. */
  readonly id: string
  /** The page's CSP nonce, set on the <style> and on every <link>, so that a strict style-src allows them. */
  readonly nonce?: string
  /** Font stylesheets (`CompiledAppearance.fontStylesheets`), added as <link rel="stylesheet" crossorigin>. */
  readonly stylesheets?: ReadonlyArray<string>
}

const linkOwner = 'data-p-stylesheet-for'

const ownedLinks = (id: string): ReadonlyArray<HTMLLinkElement> =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[${linkOwner}]`)].filter((link) => link.getAttribute(linkOwner) === id)

const withNonce = <E extends HTMLElement>(element: E, nonce: string | undefined): E => {
  if (nonce !== undefined) element.nonce = nonce
  return element
}

/**
 * Puts an elements group's CSS in document.head: creates its <style> or, when one with the same id
 * is there, replaces its text, so that `elements.update({ appearance })` restyles live. Font
 * stylesheets no longer listed are removed and new ones added. Returns a function that removes
 * the group's <style> and font links.
 */
export const installStylesheet = (css: string, { id, nonce, stylesheets = [] }: InstallOptions): (() => void) => {
  const existing = [...document.head.getElementsByTagName('style')].find((element) => element.id === id)
  // The nonce is set before the element is attached: a CSP checks it when the style is inserted.
  const style = existing ?? withNonce(document.createElement('style'), nonce)
  style.id = id
  style.textContent = css
  if (existing === undefined) document.head.append(style)

  const owned = ownedLinks(id)
  const kept = owned.filter((link) => stylesheets.includes(link.getAttribute('href') ?? ''))
  for (const link of owned) if (!kept.includes(link)) link.remove()
  const present = new Set(kept.map((link) => link.getAttribute('href')))
  for (const href of stylesheets.filter((href) => !present.has(href))) {
    const link = withNonce(document.createElement('link'), nonce)
    link.rel = 'stylesheet'
    link.crossOrigin = 'anonymous'
    link.setAttribute('href', href)
    link.setAttribute(linkOwner, id)
    document.head.append(link)
  }

  return () => {
    style.remove()
    for (const link of ownedLinks(id)) link.remove()
  }
}
