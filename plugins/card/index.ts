/**
 * The card payment method: number, expiry, CVC and the billing postal code, with brand detection,
 * the merchant's brand filter and the brands each billing country offers. Its React form arrives
 * with the elements; everything a headless confirm needs is here.
 */
import {
  IntegrationError,
  validationError,
  definePaymentMethod,
  type BillingDetails,
  type ElementDefinition,
  type FieldErrors,
  type PaymentMethodPlugin,
  type SessionContext,
} from 'payloom'
import { defineMethodElement } from 'payloom/methods'
// Sub-entries, not the whole `payloom/validation`: the contact rules (and the phone library
// behind them) stay out of every card page.
import { validatePostalCode } from 'payloom/validation/address'
import { detectCardBrand, fieldsForCardError, parseExpiry, validateCardNumber, validateCvc, validateExpiry } from 'payloom/validation/card'
import { validateCardBrandFilter } from 'payloom/validation/options'
import { availableFilterBrands, cardRefusal, filtersOf } from './acceptedBrands.ts'
import { cardBrandOf, cardNetworkLookup, networksOf, panLengthOf } from './cardNetworks.ts'
import { cardForm } from './Form.tsx'
import { chosenPlan, installmentLookup } from './installments.ts'
import { loadMessages, messages } from './messages.ts'
import type { CardOptions } from './options.ts'
import type { CardValues } from './schema.ts'

export type { CardOptions } from './options.ts'
export type { CardValues } from './schema.ts'

const defaultCountry = (session?: SessionContext): string => session?.country ?? 'US'

/** The card payment method plugin. Throws `IntegrationError` for a malformed brand filter. */
export const card = (options: CardOptions = {}) => {
  const filter = { allowedCardBrands: options.allowedCardBrands, disallowedCardBrands: options.disallowedCardBrands }
  const report = validateCardBrandFilter(filter, availableFilterBrands)
  if (report.errors.length > 0) throw new IntegrationError({ message: report.errors.join(' ') })
  const collectsPostalCode = options.postalCode !== 'never'
  const networkLookup = cardNetworkLookup()
  const plansLookup = installmentLookup()

  const plugin: PaymentMethodPlugin<'card', CardValues> = definePaymentMethod<'card', CardValues>({
    type: 'card',
    options: { ...options },
    loadSchema: () => import('./schema.ts').then((module) => module.CardValues),
    defaults: (session) => ({
      number: '',
      expiry: '',
      cvc: '',
      country: defaultCountry(session),
      postalCode: '',
      network: 'unknown',
      nickname: '',
      shippingAsBilling: false,
      linkOptIn: false,
      linkMobilePhone: '',
      linkEmail: '',
      savePayment: false,
      setAsDefaultSavedPayment: false,
      installmentPlan: '',
    }),
    // Cards are offered for every currency, country and intent type.
    availability: () => ({ available: true }),
    validate: (values, context) => {
      const errors: FieldErrors<CardValues> = {}
      const brand = cardBrandOf(values)
      const filters = filtersOf(filter, context.session)
      // A refused brand shows as soon as the first digits tell it, before the shopper types the rest;
      // a co-badged card is refused only when every one of its networks is.
      const networks = networksOf(values)
      const refusal = cardRefusal(networks.length > 0 ? networks : [brand], values.country, filters)
      // The number's account range, once the lookup found it, says how long it is.
      const panLength = panLengthOf(values)
      const number = validateCardNumber(values.number, { brand, allow19Digits: options.allow19Digits, ...(panLength === undefined ? {} : { panLength }) })
      if (refusal !== undefined) errors.number = validationError(refusal, { displayImmediately: true })
      else if (number.error) errors.number = number.error
      // A whole number of no known brand is none of the brands an allow list names.
      else if (brand === 'unknown' && filters.some((each) => each.allowedCardBrands !== undefined)) {
        errors.number = validationError('unsupported_card_brand', { displayImmediately: true })
      }
      const expiry = validateExpiry(values.expiry, { now: context.now })
      if (expiry.error) errors.expiry = expiry.error
      const cvc = validateCvc(values.cvc, { brand, amexCvcStrict: options.amexCvcStrict })
      if (cvc.error) errors.cvc = cvc.error
      if (collectsPostalCode) {
        const postalCode = validatePostalCode(values.postalCode, values.country)
        if (postalCode.error) errors.postalCode = postalCode.error
      }
      return errors
    },
    toPaymentMethodData: (values, billing) => {
      const expiry = parseExpiry(values.expiry)
      const plan = chosenPlan(values)
      const address = { ...billing?.address, country: values.country, ...(collectsPostalCode && values.postalCode.trim() !== '' ? { postal_code: values.postalCode.trim() } : {}) }
      const billingDetails: BillingDetails = { ...billing, address }
      return {
        type: 'card',
        card: {
          number: values.number.replace(/\D/g, ''),
          exp_month: expiry?.month,
          exp_year: expiry?.year,
          cvc: values.cvc.trim(),
          // Once the card's networks are looked up, only one of them: not one picked for a number typed before.
          ...(values.network !== 'unknown' && (values.cardNetworks === undefined || networksOf(values).includes(values.network)) ? { networks: { preferred: values.network } } : {}),
        },
        billing_details: billingDetails,
        // Ticked only where the customer session offers saving (payment_method_save): the card may be shown to the customer again.
        ...(values.savePayment ? { allow_redisplay: 'always' } : {}),
        // The plan picked of those the card is offered; confirm sends it as payment_method_options[card][installments][plan].
        ...(plan === undefined ? {} : { payment_method_options: { card: { installments: { plan } } } }),
      }
    },
    settings: { saveable: true, offSession: true, polling: false, redirect: 'if_required', mandate: false },
    messages,
    loadMessages,
    loadLogo: () => import('payloom/logos/card').then((module) => module.logo),
    Form: cardForm({ allow19Digits: options.allow19Digits === true, filter }),
    // The card's networks first (its rules follow them), then the installment plans it is offered.
    lookup: (values, runApi, session) => networkLookup(values, runApi) ?? plansLookup(values, runApi, session),
    // The card's networks once its ranges are known (both of a co-badged card), else its brand.
    details: (values) => {
      const networks = networksOf(values)
      const brand = cardBrandOf(values)
      return { brands: networks.length > 0 ? networks : brand === 'unknown' ? [] : [brand] }
    },
    // The standalone card elements, built from the same form and rules as the payment element's card.
    // The number element keeps the card's networks and the one picked of a co-badged card, which pay with the number.
    elements: () => [cardElement('card'), cardElement('cardNumber', ['number', 'network', 'cardNetworks']), cardElement('cardExpiry', ['expiry']), cardElement('cardCvc', ['cvc']), cardElement('postalCode', ['postalCode'])],
  })
  const cardElement = (type: 'card' | 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'postalCode', fields?: ReadonlyArray<keyof CardValues & string>): ElementDefinition =>
    defineMethodElement(plugin, type, {
      ...(fields === undefined ? {} : { fields, paysWith: { as: 'card', required: ['cardNumber', 'cardExpiry', 'cardCvc'] } }),
      change: (values) => ({ brand: detectCardBrand(values.number), value: { postalCode: values.postalCode } }),
      detailsEvent: 'networkschange',
      fieldsForError: fieldsForCardError,
    })
  return plugin
}
