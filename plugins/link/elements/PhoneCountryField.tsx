import type { ToController } from 'payloom'
import { FormField } from 'payloom/react'

/** A phone country picker's label, the country picked and the countries offered (a type: it crosses to the form as Json). */
export type PhoneCountryView = {
  readonly label: string
  readonly value: string
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
}

/**
 * The country of a Link phone number (the sign-up's, and the one typed again before an e-mail
 * code): half a row beside the number, each pick sent as the `link:phoneCountry` action.
 */
export const PhoneCountryField = ({ elementId, country, send }: { readonly elementId: string; readonly country: PhoneCountryView; readonly send: (message: ToController) => void }) => (
  <FormField
    id={`${elementId}-linkPhoneCountry`}
    name="linkPhoneCountry"
    label={country.label}
    value={country.value}
    options={country.options}
    autoComplete="tel-country-code"
    half
    onInput={(value) => send({ kind: 'action', elementId, action: 'link:phoneCountry', payload: value })}
  />
)
