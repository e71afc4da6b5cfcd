import { supportedLocales } from 'payloom'

/** A language's name in itself ("Deutsch", "日本語"), from the browser's CLDR data; the tag where it has none. */
export const languageName = (tag: string): string => {
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag
  } catch {
    return tag
  }
}

/**
 * A language picker for the page: 'auto' (the browser's languages) and every locale payloom shows,
 * each named in its own language. Picking one reloads the page with `?locale=` set, the rest of the
 * query kept.
 */
export const languagePicker = (selected: string): HTMLElement => {
  const label = document.createElement('label')
  label.className = 'switcher'
  label.append('Language ')
  const select = document.createElement('select')
  select.append(new Option('Automatic (browser)', 'auto'), ...supportedLocales.map((tag) => new Option(`${languageName(tag)} (${tag})`, tag)))
  select.value = selected
  select.addEventListener('change', () => {
    const query = new URLSearchParams(location.search)
    query.set('locale', select.value)
    location.search = query.toString()
  })
  label.append(select)
  return label
}
