import { supportedLocales } from 'payloom'
import { languageName } from '../plain-checkout/languagePicker.ts'

/** Picks the forms' language: reloads the page with `?locale=` set, the rest of the query kept. */
export const LanguagePicker = ({ selected }: { readonly selected: string }) => {
  const pick = (locale: string) => {
    const query = new URLSearchParams(location.search)
    query.set('locale', locale)
    location.search = query.toString()
  }
  return (
    <label>
      Language{' '}
      <select value={selected} onChange={(event) => pick(event.target.value)}>
        <option value="auto">Automatic (browser)</option>
        {supportedLocales.map((tag) => <option key={tag} value={tag}>{languageName(tag)} ({tag})</option>)}
      </select>
    </label>
  )
}
