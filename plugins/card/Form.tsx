import type { FormProps } from 'payloom'
import { countryName } from 'payloom'
import { Checkbox, FormField, Logo, cardBrandLogos } from 'payloom/react'
import { countryCodes, postalMask } from 'payloom/validation/address'
import { cardBrands, formatCardNumber, type CardBrand } from 'payloom/validation/card'
import type { CardBrandFilter } from 'payloom/validation/options'
import { acceptedBrands, acceptedNetworks, filtersOf } from './acceptedBrands.ts'
import { cardBrandOf, networksOf, panLengthOf } from './cardNetworks.ts'
import { keptCardDigits } from './cardNumberInput.ts'
import { InstallmentsField } from './InstallmentsField.tsx'
import type { CardValues } from './schema.ts'

type Field = 'number' | 'network' | 'expiry' | 'cvc' | 'country' | 'postalCode'

/** "1234" -> "12 / 34" as the shopper types; deleting past the slash takes the slash with it. */
export const formatExpiry = (typed: string): string => {
  const digits = typed.replace(/\D/g, '').slice(0, 6)
  // A single digit above 1 can only be a month: 4 -> 04.
  const padded = digits.length === 1 && digits > '1' ? `0${digits}` : digits
  return padded.length <= 2 ? padded : `${padded.slice(0, 2)} / ${padded.slice(2)}`
}

/** The FormField props every card input shares: id, value, error, and the form's callbacks. */
const fieldProps = (props: FormProps<CardValues>, name: Field) => ({
  id: `${props.idPrefix}-${name}`,
  name,
  ...(props.errorMessages[name] === undefined ? {} : { error: props.errorMessages[name] }),
  onFocus: () => props.onFocus?.(name),
  onBlur: () => props.onBlur?.(name),
})

/** Every country, named in the shopper's language, for the billing country select. */
const countryOptions = (locale: FormProps<CardValues>['locale']) => countryCodes.map((code) => ({ value: code, label: countryName(code, locale) }))

/** The merchant's card options the form needs. */
export interface CardFormOptions {
  /** Let visa and mastercard numbers run to 19 digits (`card({ allow19Digits: true })`). */
  readonly allow19Digits: boolean
  /** The merchant's allowed or disallowed brands. */
  readonly filter: CardBrandFilter
}

/**
 * The card form: the brands accepted for the billing country, the number with its brand, expiry,
 * CVC sized by brand, the billing country and postal code, the save checkbox where the customer
 * session offers saving (`offerSave`), and once ticked the set-as-default one where it offers that
 * too (`offerSetAsDefault`). Made once per plugin, for its options.
 * Every input is a FormField, so the payment element's `readOnly` locks them all.
 */
export const cardForm = (options: CardFormOptions) => (props: FormProps<CardValues>) => {
  const { values, t } = props
  const shows = (field: Field): boolean => props.fields === undefined || props.fields.includes(field)
  const brand = cardBrandOf(values)
  const spec = cardBrands[brand]
  const cvcLength = spec.cvc.max
  const mask = postalMask(values.country)
  const filters = filtersOf(options.filter, props.session)
  const accepted = acceptedBrands(values.country, filters)
  const panLength = panLengthOf(values)
  // A co-badged card (cartes_bancaires and visa) lets the shopper pick its network where the session allows it (card_brand_choice).
  const networks = props.session?.cardBrandChoice === true ? acceptedNetworks(networksOf(values), values.country, filters) : []
  const shown = networks.includes(values.network) ? values.network as CardBrand : brand
  return (
    <div className="p-CardForm p-Grid">
      {shows('number') ? (<>
        {accepted.length === 0 ? null : (
          <div className="p-CardBrands" role="list" aria-label={t('accepted_brands_label')}>
            {accepted.map((shown) => (
              <span key={shown} role="listitem" className="p-CardBrand" data-brand={shown}>
                <Logo load={cardBrandLogos[shown]} label={cardBrands[shown].displayName} />
              </span>
            ))}
          </div>
        )}
        <FormField
          {...fieldProps(props, 'number')} label={t('number_label')} value={formatCardNumber(values.number, { allow19Digits: options.allow19Digits, ...(panLength === undefined ? {} : { panLength }) })}
          inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234"
          onInput={(typed, source) => props.onChange({ number: keptCardDigits(typed, options.allow19Digits, panLengthOf({ number: typed, cardNetworks: values.cardNetworks })) }, source)}
          // The network the shopper picked for a co-badged card, else the detected brand, named for screen readers; a plain card, unnamed, until the digits tell.
          adornment={<Logo key={shown} load={cardBrandLogos[shown]} label={shown === 'unknown' ? null : cardBrands[shown].displayName} className="p-CardBrandIcon" />}
        />
        {networks.length > 1 ? (
          <FormField
            {...fieldProps(props, 'network')} label={t('network_label')} value={networks.includes(values.network) ? values.network : 'unknown'}
            options={[{ value: 'unknown', label: t('network_no_preference') }, ...networks.map((network) => ({ value: network, label: cardBrands[network as CardBrand]?.displayName ?? network }))]}
            onInput={(network) => props.onChange({ network })}
          />
        ) : null}
      </>) : null}
      {shows('expiry') ? (
        <FormField
          {...fieldProps(props, 'expiry')} label={t('expiry_label')} value={values.expiry} half
          inputMode="numeric" autoComplete="cc-exp" placeholder={t('expiry_placeholder')} maxLength={9}
          onInput={(typed, source) => props.onChange({ expiry: formatExpiry(typed) }, source)}
        />
      ) : null}
      {shows('cvc') ? (
        <FormField
          {...fieldProps(props, 'cvc')} label={t('cvc_label')} value={values.cvc} half
          inputMode="numeric" autoComplete="cc-csc" placeholder={cvcLength === 4 ? '1234' : '123'} maxLength={cvcLength}
          onInput={(typed, source) => props.onChange({ cvc: typed.replace(/\D/g, '') }, source)}
        />
      ) : null}
      {shows('country') ? (
        <FormField
          {...fieldProps(props, 'country')} label={t('country_label')} value={values.country} half
          autoComplete="country" options={countryOptions(props.locale)}
          onInput={(country) => props.onChange({ country })}
        />
      ) : null}
      {shows('postalCode') ? (
        <FormField
          {...fieldProps(props, 'postalCode')} label={t('postal_code_label')} value={values.postalCode} half
          autoComplete="postal-code" inputMode={mask !== undefined && /^9+$/.test(mask) ? 'numeric' : 'text'}
          placeholder={mask?.replace(/9/g, '0')} maxLength={mask?.length ?? 10}
          onInput={(typed, source) => props.onChange({ postalCode: typed.toUpperCase() }, source)}
        />
      ) : null}
      {/* The installment plans the card is offered: in the whole card form, not in a split card element. */}
      {props.standalone !== true || props.fields === undefined ? <InstallmentsField {...props} /> : null}
      {props.offerSave === true ? (
        <label className="p-Checkbox">
          <Checkbox
            id={`${props.idPrefix}-savePayment`} name="savePayment" checked={values.savePayment} disabled={props.readOnly === true}
            onTick={(savePayment) => props.onChange({ savePayment })}
          />
          <span className="p-CheckboxLabel">{t('save_payment')}</span>
        </label>
      ) : null}
      {/* Making it the default means saving it: offered once the card is to be saved. */}
      {props.offerSetAsDefault === true && props.offerSave === true && values.savePayment ? (
        <label className="p-Checkbox">
          <Checkbox
            id={`${props.idPrefix}-setAsDefaultSavedPayment`} name="setAsDefaultSavedPayment" checked={values.setAsDefaultSavedPayment} disabled={props.readOnly === true}
            onTick={(setAsDefaultSavedPayment) => props.onChange({ setAsDefaultSavedPayment })}
          />
          <span className="p-CheckboxLabel">{t('set_as_default')}</span>
        </label>
      ) : null}
    </div>
  )
}
