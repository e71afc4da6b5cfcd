import { AddressElement, LinkAuthenticationElement, PaymentElement, useElements, usePayloom } from 'payloom/react'
import { useMemo, useState, type FormEvent } from 'react'
import { returnPageFor } from '../../sandbox/demo/shopClient.ts'
import { ExpressCheckout } from './ExpressCheckout.tsx'

// Options are compared by identity: a new object each render would update the element each render.
const shippingOptions = { mode: 'shipping' } as const

export interface CheckoutFormProps {
  readonly clientSecret: string
  readonly orderTotal: string
  readonly layout: 'tabs' | 'accordion'
}

/** Contact, shipping and payment, and the Pay button: submit checks every element, then confirm pays. */
export const CheckoutForm = ({ clientSecret, orderTotal, layout }: CheckoutFormProps) => {
  const payloom = usePayloom()
  const elements = useElements()
  const [message, setMessage] = useState('')
  const [processing, setProcessing] = useState(false)
  const paymentOptions = useMemo(() => ({ layout }), [layout])

  const pay = async (event: FormEvent) => {
    event.preventDefault()
    if (payloom === null || elements === null) return
    setProcessing(true)
    setMessage('')
    const failed = (text: string | undefined): void => {
      setMessage(text ?? '')
      setProcessing(false)
    }
    const submitted = await elements.submit()
    if (submitted.error !== undefined) return failed(submitted.error.message)
    const { paymentIntent, error } = await payloom.confirmPayment({ elements, confirmParams: { return_url: `${location.origin}/success` } })
    if (paymentIntent === undefined) return failed(error.message)
    // A paid (or processing) payment is already leaving for the return page: payloom went there. One
    // that waits for the shopper away from this page (a voucher to pay in a shop, microdeposits to
    // verify) comes back, and goes to the return page too, which says what next.
    if (paymentIntent.status === 'requires_action') location.assign(returnPageFor(paymentIntent))
  }

  return (
    <form onSubmit={pay} noValidate>
      <ExpressCheckout clientSecret={clientSecret} />
      <h2 id="contact-heading">Contact</h2>
      <section aria-labelledby="contact-heading"><LinkAuthenticationElement /></section>
      {/* The address element shows its own "Shipping address" title: a heading here would say it twice. */}
      <section aria-label="Shipping address"><AddressElement options={shippingOptions} /></section>
      <h2 id="payment-heading">Payment</h2>
      <section aria-labelledby="payment-heading"><PaymentElement options={paymentOptions} /></section>
      <button className="pay" type="submit" disabled={processing || payloom === null || elements === null}>
        {processing ? 'Processing…' : `Pay ${orderTotal}`}
      </button>
      <div className="error" role="alert">{message}</div>
    </form>
  )
}
