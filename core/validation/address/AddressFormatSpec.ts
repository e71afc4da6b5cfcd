/**
 * The contracts the generated address tables satisfy (core/generated/address/), from Google's
 * i18n address data in data/address/formats.json (payment-form.md §3, "Per-country address rule").
 */

/** What a country calls its locality (the `%C` field); picks the field's label. */
export const localityNameTypes = ['city', 'district', 'post_town', 'suburb'] as const
export type LocalityNameType = (typeof localityNameTypes)[number]

/** What a country calls its first-level subdivision (the `%S` field). */
export const stateNameTypes = [
  'area', 'county', 'department', 'district', 'do_si', 'emirate', 'island', 'oblast', 'parish', 'prefecture', 'province', 'state',
] as const
export type StateNameType = (typeof stateNameTypes)[number]

/** What a country calls its postal code (the `%Z` field); `zip` marks the US-style countries. */
export const postalNameTypes = ['eircode', 'pin', 'postal', 'zip'] as const
export type PostalNameType = (typeof postalNameTypes)[number]

/** What a country calls the part of a locality below it (the `%D` field). */
export const sublocalityNameTypes = ['district', 'neighborhood', 'suburb', 'townland', 'village_township'] as const
export type SublocalityNameType = (typeof sublocalityNameTypes)[number]

/** Every name type; each has a label `address.label_<type>` in data/locales/en/address.json. */
export type AddressNameType = LocalityNameType | StateNameType | PostalNameType | SublocalityNameType

/** The letters a format string uses after `%`: `n` is a line break, the others are fields. */
export const formatLetters = ['n', 'N', 'O', 'A', 'D', 'C', 'S', 'Z', 'X'] as const

/** Letters that can be required: A address line 1, C city, S state, Z postal code. */
export const requirableLetters = ['A', 'C', 'S', 'Z'] as const

/** What every address validation needs about a country; small, so every country can be bundled. */
export interface AddressRule {
  /**
   * Google's format: `%N` name, `%O` organization, `%A` address lines, `%D` sublocality, `%C` city,
   * `%S` state, `%Z` postal code, `%X` sorting code, `%n` a new line; other text is printed as is.
   */
  readonly format: string
  /** The format for addresses written in Latin script, where it differs (CN, JP, KR, ...). */
  readonly latinFormat?: string
  /** Letters of the fields that must be filled (see `requirableLetters`). */
  readonly require: string
  /** Letters of the fields written in upper case on an envelope. */
  readonly upper: string
  readonly localityNameType: LocalityNameType
  readonly stateNameType: StateNameType
  readonly postalNameType: PostalNameType
  readonly sublocalityNameType: SublocalityNameType
  /** Whether the state is picked from a list (loaded with `loadCountryDetails`). */
  readonly hasSubdivisions: boolean
}

/**
 * A country's postal-code rule, apart from its `AddressRule` so that a page validating only postal
 * codes (the card form's billing code) does not carry every country's full rule. Only countries
 * with codes have one: elsewhere any code, or none, is accepted.
 */
export interface PostalRule {
  /** The postal-code regular expression, without anchors. */
  readonly pattern: string
  /** A prefix shoppers may write before the code (`CH-` in `CH-8001`), as a regular expression. */
  readonly prefix?: string
  /** `Z` is in `require`: an empty code is incomplete. */
  readonly required?: true
  /** `postalNameType` is `zip`: a code of the wrong shape is an invalid ZIP, not postal code. */
  readonly zip?: true
}

/** A first-level subdivision (state, province, prefecture, ...). */
export interface Subdivision {
  /** What the address stores in `state`. */
  readonly key: string
  /** The name in the country's own language. */
  readonly name: string
  /** The name in Latin script, where the own name is not. */
  readonly latinName?: string
  /** The ISO 3166-2 code after the country part (`CA` for `US-CA`). */
  readonly isoId?: string
  /** A regular expression the start of the subdivision's postal codes matches. */
  readonly postalPrefix?: string
}

/**
 * Everything known about one country; loaded on demand, one module per country. Country names are
 * not shipped: `countryName` asks the browser's `Intl.DisplayNames` in the shopper's language.
 */
export interface AddressCountryDetails extends AddressRule {
  readonly country: string
  /** The postal-code regular expression, without anchors; absent where a country has no codes. */
  readonly postalPattern?: string
  /** A prefix shoppers may write before the code (`CH-` in `CH-8001`), as a regular expression. */
  readonly postalPrefixPattern?: string
  readonly postalExamples: ReadonlyArray<string>
  readonly subdivisions: ReadonlyArray<Subdivision>
}

/** PO box keywords as regular expressions: per country, and the pattern for every other country. */
export interface PoBoxPatterns {
  readonly default: string
  readonly countries: Readonly<Record<string, string>>
}
