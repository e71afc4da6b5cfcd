import { useEffect, useRef, useState } from 'react'
import { formatAmount } from '../../core/i18n/formatAmount.ts'
import { intlLocale } from '../../core/i18n/intlLocale.ts'
import { formatMessage } from '../../core/i18n/translate.ts'
import { logoIdPlaceholder, type LogoData } from '../../core/logos/logoData.ts'
import { merchantLogoSource } from '../../core/methods/merchantLogo.ts'
import type { MethodStrings } from '../../core/methods/messages.ts'
import type { ExpressSheetRequest, ExpressSheetUpdate, ExpressShippingAddressChange } from '../../core/plugin/expressSheet.ts'
import { FormField } from '../../core/react/FormField.tsx'
import type { SheetPayment, SheetWallet } from '../../core/services/testWalletSheetProtocol.ts'
import { testSheetAddresses, testSheetCards, testSheetContact } from './data.ts'

/** What the page draws: one open of the sheet. */
export interface SheetOpen {
  readonly openId: string
  readonly wallet: SheetWallet
  readonly request: ExpressSheetRequest
  readonly strings: MethodStrings
  readonly dir: 'ltr' | 'rtl'
}

/** What the view asks of the page: tell the host, and hear the merchant's answers to changes. */
export interface SheetActions {
  /** Sends a change; the returned promise is the merchant's answer. */
  readonly shippingAddress: (change: ExpressShippingAddressChange) => Promise<ExpressSheetUpdate>
  readonly shippingRate: (rateId: string) => Promise<ExpressSheetUpdate>
  readonly pay: (payment: SheetPayment) => void
  readonly cancel: () => void
  /** The open is drawn: the host shows the dialog. */
  readonly opened: () => void
}

type Contact = { readonly name: string; readonly email: string; readonly phone: string }
type ContactErrors = Partial<Record<keyof Contact, string>>

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The contact's errors, in the shopper's language: only the fields the request asks for. */
const contactErrors = (contact: Contact, request: ExpressSheetRequest, strings: MethodStrings): ContactErrors => ({
  ...(contact.name.trim() === '' ? { name: strings.incomplete_name } : {}),
  ...(request.emailRequired !== true ? {}
    : contact.email.trim() === '' ? { email: strings.incomplete_email }
    : emailPattern.test(contact.email.trim()) ? {} : { email: strings.invalid_email }),
  ...(request.phoneNumberRequired === true && contact.phone.replace(/\D/g, '').length < 6 ? { phone: strings.incomplete_phone } : {}),
})

/** The wallet's mark as an image: SVG in an <img> runs nothing and loads nothing, whoever sent it. */
const markSource = (logo: LogoData): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logo.viewBox}">${logo.body.replaceAll(logoIdPlaceholder, 'mark-')}</svg>`)}`

/**
 * The test sheet: the wallet's name and mark with "Test mode", what is paid and to whom, a test
 * card (for a wallet that pays with one), the contact the merchant asks for, a shipping address
 * and method, and Pay and Cancel. An address or method picked goes to the merchant at once; until
 * they answer the total shows as updating and Pay waits. A refusal is announced (role=alert).
 */
export const SheetView = ({ open, actions }: { readonly open: SheetOpen; readonly actions: SheetActions }) => {
  const { wallet, strings, openId } = open
  const [request, setRequest] = useState(open.request)
  const locale = intlLocale(request.locale)
  const money = (amount: number): string => formatAmount(amount, request.currency, locale)
  const countries = new Intl.DisplayNames([locale], { type: 'region' })
  const asksAddress = request.shippingAddressRequired === true || request.billingAddressRequired === true
  const allowed = request.allowedShippingCountries?.map((country) => country.toUpperCase())
  const addresses = testSheetAddresses.filter((address) => request.shippingAddressRequired !== true || allowed === undefined || allowed.includes(address.country))
  const [token, setToken] = useState(testSheetCards[0]!.token)
  const [contact, setContact] = useState<Contact>(testSheetContact)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [addressIndex, setAddressIndex] = useState(0)
  const [rateId, setRateId] = useState(request.shippingRates?.[0]?.id)
  /** Changes sent whose answers have not come. */
  const [pending, setPending] = useState(0)
  const [refused, setRefused] = useState<'address' | 'rate' | undefined>(undefined)
  const root = useRef<HTMLFormElement>(null)
  const address = addresses[addressIndex]

  const answered = (kind: 'address' | 'rate') => (update: ExpressSheetUpdate): void => {
    setPending((count) => count - 1)
    if (!update.accepted) return setRefused(kind)
    // An answer clears only its own kind's refusal: a method accepted does not make a refused address good.
    setRefused((known) => (known === kind ? undefined : known))
    setRequest(update.request)
    setRateId((current) => update.request.shippingRates?.some((rate) => rate.id === current) ? current : update.request.shippingRates?.[0]?.id)
  }
  const pickAddress = (index: number): void => {
    setAddressIndex(index)
    const picked = addresses[index]
    if (request.shippingAddressRequired !== true || picked === undefined) return
    setPending((count) => count + 1)
    // Only what rates and tax need, as a real wallet tells before the shopper pays.
    void actions.shippingAddress({ address: { city: picked.city, ...(picked.state === undefined ? {} : { state: picked.state }), postal_code: picked.postal_code, country: picked.country } }).then(answered('address'))
  }
  const pickRate = (id: string): void => {
    setRateId(id)
    setPending((count) => count + 1)
    void actions.shippingRate(id).then(answered('rate'))
  }
  // The address shown first is the merchant's to price, as when a real wallet opens with the shopper's default address.
  useEffect(() => {
    actions.opened()
    pickAddress(0)
  }, [openId])

  const pay = (): void => {
    const found = contactErrors(contact, request, strings)
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first !== undefined) return root.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
    const name = contact.name.trim()
    const full = address === undefined ? undefined : { line1: address.line1, city: address.city, postal_code: address.postal_code, country: address.country, ...(address.state === undefined ? {} : { state: address.state }) }
    actions.pay({
      ...(wallet.pays === 'card' ? { token } : {}),
      billingDetails: {
        name,
        ...(request.emailRequired === true ? { email: contact.email.trim() } : {}),
        ...(request.phoneNumberRequired === true ? { phone: contact.phone.trim() } : {}),
        ...(request.billingAddressRequired === true && full !== undefined ? { address: full } : {}),
      },
      ...(request.shippingAddressRequired === true && full !== undefined ? { shippingAddress: { name, address: full } } : {}),
      ...(rateId === undefined ? {} : { shippingRateId: rateId }),
    })
  }

  const field = (key: keyof Contact, type: 'text' | 'email' | 'tel', autoComplete: string) => (
    <FormField
      id={`sheet-${key}`}
      name={key}
      label={strings[key]}
      value={contact[key]}
      type={type}
      autoComplete={autoComplete}
      required
      {...(errors[key] === undefined ? {} : { error: errors[key] })}
      onInput={(value) => {
        setContact((known) => ({ ...known, [key]: value }))
        if (errors[key] !== undefined) setErrors((known) => ({ ...known, [key]: undefined }))
      }}
    />
  )
  const noAddress = asksAddress && address === undefined
  const business = request.business?.name
  const logo = merchantLogoSource(request.merchantLogoUrl, location.origin)
  return (
    <form ref={root} className="p-TestSheet" dir={open.dir} lang={request.locale} onSubmit={(event) => {
      event.preventDefault()
      pay()
    }} noValidate>
      <header className="p-TestSheetHeader">
        {wallet.logo === undefined ? null : <img className="p-TestSheetMark" src={markSource(wallet.logo)} alt="" />}
        <h1 className="p-TestSheetTitle">{wallet.name}</h1>
        <span className="p-TestSheetBadge">{strings.test_sheet_mode}</span>
      </header>
      <p className="p-TestSheetNotice">{formatMessage(strings.test_sheet_notice, { wallet: wallet.name })}</p>
      <section className="p-TestSheetSummary" aria-labelledby="sheet-summary">
        <div className="p-TestSheetPayee">
          {/* Decorative: the heading beside it names the business, as a wallet's sheet shows the payee's logo by their name. */}
          {logo === undefined ? null : <img className="p-TestSheetLogo" src={logo} alt="" data-sheet="merchant-logo" />}
          <h2 className="p-TestSheetHeading" id="sheet-summary">{business === undefined ? strings.test_sheet_summary : formatMessage(strings.test_sheet_pay_to, { business })}</h2>
        </div>
        <dl className="p-TestSheetLines">
          {(request.lineItems ?? []).map((line, index) => (
            <div key={index} className="p-TestSheetLine"><dt>{line.name}</dt><dd>{money(line.amount)}</dd></div>
          ))}
          <div className="p-TestSheetLine p-TestSheetLine--total"><dt>{strings.test_sheet_total}</dt><dd data-sheet="total">{money(request.amount)}</dd></div>
        </dl>
      </section>
      {wallet.pays !== 'card' ? null : (
        <fieldset className="p-TestSheetGroup">
          <legend className="p-TestSheetHeading">{strings.test_sheet_card}</legend>
          {testSheetCards.map((card) => (
            <label key={card.token} className={`p-TestSheetChoice${card.token === token ? ' p-TestSheetChoice--selected' : ''}`}>
              <input type="radio" name="card" value={card.token} checked={card.token === token} onChange={() => setToken(card.token)} />
              <span>{card.brand} · {formatMessage(strings.account_number_ending, { value: card.last4 })}</span>
              <span className="p-TestSheetHint">{strings[card.outcome]}</span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="p-TestSheetGroup">
        <legend className="p-TestSheetHeading">{strings.test_sheet_contact}</legend>
        {field('name', 'text', 'name')}
        {request.emailRequired === true ? field('email', 'email', 'email') : null}
        {request.phoneNumberRequired === true ? field('phone', 'tel', 'tel') : null}
      </fieldset>
      {!asksAddress ? null : (
        <fieldset className="p-TestSheetGroup">
          <legend className="p-TestSheetHeading">{request.shippingAddressRequired === true ? strings.test_sheet_shipping_address : strings.test_sheet_billing_address}</legend>
          {addresses.map((choice, index) => (
            <label key={choice.country} className={`p-TestSheetChoice${index === addressIndex ? ' p-TestSheetChoice--selected' : ''}`}>
              <input type="radio" name="address" value={choice.country} checked={index === addressIndex} onChange={() => pickAddress(index)} />
              <span>{choice.shown}</span>
              <span className="p-TestSheetHint">{countries.of(choice.country)}</span>
            </label>
          ))}
          <p className="p-Error p-TestSheetAlert" role="alert" data-sheet="address-error">
            {noAddress ? strings.test_sheet_no_address : refused === 'address' ? strings.test_sheet_address_refused : ''}
          </p>
        </fieldset>
      )}
      {(request.shippingRates ?? []).length === 0 ? null : (
        <fieldset className="p-TestSheetGroup">
          <legend className="p-TestSheetHeading">{strings.test_sheet_shipping_rate}</legend>
          {request.shippingRates!.map((rate) => (
            <label key={rate.id} className={`p-TestSheetChoice${rate.id === rateId ? ' p-TestSheetChoice--selected' : ''}`}>
              <input type="radio" name="rate" value={rate.id} checked={rate.id === rateId} onChange={() => pickRate(rate.id)} />
              <span>{rate.displayName}</span>
              <span className="p-TestSheetHint">{money(rate.amount)}</span>
            </label>
          ))}
          <p className="p-Error p-TestSheetAlert" role="alert" data-sheet="rate-error">{refused === 'rate' ? strings.test_sheet_rate_refused : ''}</p>
        </fieldset>
      )}
      <p className="p-TestSheetStatus" role="status">{pending > 0 ? strings.test_sheet_updating : ''}</p>
      <div className="p-TestSheetActions">
        <button type="button" className="p-TestSheetButton" onClick={actions.cancel}>{strings.test_sheet_cancel}</button>
        <button type="submit" className="p-TestSheetButton p-TestSheetButton--pay" disabled={pending > 0 || refused !== undefined || noAddress}>
          {request.amount > 0 ? formatMessage(strings.test_sheet_pay, { amount: money(request.amount) }) : strings.confirm}
        </button>
      </div>
    </form>
  )
}
