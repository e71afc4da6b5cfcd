import type { ExpressShippingRate } from 'payloom'
import { ExpressCheckoutElement, useElements, usePayloom } from 'payloom/react'
import { useRef, useState } from 'react'
import { chargeShipping, order } from '../../sandbox/demo/shopClient.ts'
import { homeCountry, shippingRates } from '../../sandbox/demo/shipping.ts'

/** The sheet's summary: the socks, and the shipping picked. */
const linesFor = (rate: ExpressShippingRate) => [{ name: order.description, amount: order.amount }, { name: rate.displayName, amount: rate.amount }]

// Options are compared by identity: one object for the page's life.
const expressOptions = { buttonType: { apple_pay: 'buy', google_pay: 'buy', paypal: 'buy' } } as const

/**
 * Pay in one step with a wallet (Apple Pay, Google Pay, Link, PayPal, Klarna, Amazon Pay, Demo
 * Pay; in the sandbox each sheet is the provider's test sheet). The wallet collects the e-mail,
 * the billing and the shipping address; the shop's server charges for shipping to where the shopper picks,
 * and the sheet's total follows (elements.fetchUpdates() reads the intent's new amount).
 */
export const ExpressCheckout = ({ clientSecret }: { readonly clientSecret: string }) => {
  const payloom = usePayloom()
  const elements = useElements()
  const [message, setMessage] = useState('')
  // Where the sheet ships to now: a rate change is charged for that country.
  const country = useRef(homeCountry)

  /** Charges the order shipped at `rate`, then reads the intent's new amount into the elements. */
  const charge = async (rate: ExpressShippingRate): Promise<void> => {
    await chargeShipping(clientSecret, country.current, rate.id)
    await elements?.fetchUpdates()
  }
  const firstRates = shippingRates(homeCountry, order.amount)

  return (
    <section aria-labelledby="express-heading" className="express">
      <h2 id="express-heading">Express checkout</h2>
      <ExpressCheckoutElement
        options={expressOptions}
        onClick={(event) => {
          setMessage('')
          country.current = homeCountry
          // Klarna's provider needs the shopper's e-mail and billing address; every wallet gives them.
          event.resolve({ emailRequired: true, billingAddressRequired: true, shippingAddressRequired: true, shippingRates: firstRates, lineItems: linesFor(firstRates[0]!) })
        }}
        onShippingAddressChange={async (event) => {
          country.current = event.address.country ?? homeCountry
          const rates = shippingRates(country.current, order.amount)
          try {
            await charge(rates[0]!)
            event.resolve({ shippingRates: rates, lineItems: linesFor(rates[0]!) })
          } catch {
            event.reject()
          }
        }}
        onShippingRateChange={async (event) => {
          try {
            await charge(event.shippingRate)
            event.resolve({ lineItems: linesFor(event.shippingRate) })
          } catch {
            event.reject()
          }
        }}
        onConfirm={async () => {
          if (payloom === null || elements === null) return
          const { error } = await payloom.confirmPayment({ elements, confirmParams: { return_url: `${location.origin}/success` } })
          if (error !== undefined) setMessage(error.message ?? '')
        }}
      />
      <div className="error" role="alert">{message}</div>
    </section>
  )
}
