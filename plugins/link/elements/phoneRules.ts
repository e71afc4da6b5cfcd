import { countryName } from 'payloom'
import { countryCodes } from 'payloom/validation/address'

type ContactRules = typeof import('payloom/validation/contact')

// The contact rules carry libphonenumber, the biggest library payloom uses: they load when the
// shopper opts in to Link, not with the card form.
let loaded: ContactRules | undefined

/** Loads the e-mail and phone rules; resolves at once when they are here already. */
export const loadPhoneRules = async (): Promise<void> => {
  loaded ??= await import('payloom/validation/contact')
}

/** The contact rules once loaded; until then a phone is checked for presence only. */
export const phoneRules = (): ContactRules | undefined => loaded

const optionsByLocale = new Map<string, ReadonlyArray<{ readonly value: string; readonly label: string }>>()

/** The countries a mobile number may be from, by name in the shopper's language. */
export const phoneCountryOptions = (locale: string): ReadonlyArray<{ readonly value: string; readonly label: string }> => {
  let options = optionsByLocale.get(locale)
  if (options === undefined) {
    const collator = new Intl.Collator([locale, 'en'])
    options = countryCodes.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) => collator.compare(a.label, b.label))
    optionsByLocale.set(locale, options)
  }
  return options
}
