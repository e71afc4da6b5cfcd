// A merchant's React checkout written for Stripe: @stripe/react-stripe-js and @stripe/stripe-js's
// types only, nothing from payloom. tests/browser/stripeReact.test.ts hands it a payloom instance
// in place of the Stripe one, which is the one line a migrating merchant changes.
import { CardElement, Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { PaymentIntentResult, Stripe, StripeElementChangeEvent } from '@stripe/stripe-js'
import { useState, type FormEvent, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * Which checkout: the payment element with confirmPayment; the card element with confirmCardPayment;
 * or the card element made into a payment method first (createPaymentMethod), then confirmed by id.
 */
export type CheckoutFlow = 'payment' | 'card' | 'cardPaymentMethod'

/** Where the checkout reports each payment's result, as confirm resolved it. */
export type ResultListener = (result: PaymentIntentResult) => void

/** What the shopper reads under the Pay button. */
const outcomeText = ({ paymentIntent, error }: PaymentIntentResult): string =>
  error === undefined ? `Payment ${paymentIntent.status}.` : error.message ?? 'Payment failed.'

/** The Pay button and its outcome line, around the form's confirm call. */
const PayForm = ({ confirm, ready, children }: { readonly confirm: () => Promise<PaymentIntentResult>; readonly ready: boolean; readonly children: ReactNode }) => {
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState('')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setOutcome(outcomeText(await confirm()))
    setBusy(false)
  }
  return (
    <form onSubmit={submit} style={{ maxWidth: '30rem' }}>
      {children}
      <button type="submit" disabled={!ready || busy}>Pay</button>
      <p role="status">{outcome}</p>
    </form>
  )
}

/** The Payment Element checkout: confirmPayment with the elements, staying on the page. */
const PaymentCheckout = ({ onResult }: { readonly onResult: ResultListener }) => {
  const stripe = useStripe()
  const elements = useElements()
  const [complete, setComplete] = useState(false)
  const confirm = async () => {
    const result = await stripe!.confirmPayment({ elements: elements!, redirect: 'if_required' })
    onResult(result)
    return result
  }
  return (
    <PayForm confirm={confirm} ready={stripe !== null && complete}>
      <PaymentElement onChange={(event) => setComplete(event.complete)} />
    </PayForm>
  )
}

/** The card-era checkout: the Card Element, then confirmCardPayment with it (or its payment method) and the cardholder's name. */
const CardCheckout = ({ clientSecret, viaPaymentMethod, onResult }: { readonly clientSecret: string; readonly viaPaymentMethod: boolean; readonly onResult: ResultListener }) => {
  const stripe = useStripe()
  const elements = useElements()
  const [complete, setComplete] = useState(false)
  const pay = async (): Promise<PaymentIntentResult> => {
    const card = elements!.getElement(CardElement)!
    const billing_details = { name: 'Ada Lovelace' }
    if (!viaPaymentMethod) return stripe!.confirmCardPayment(clientSecret, { payment_method: { card, billing_details } })
    const { paymentMethod, error } = await stripe!.createPaymentMethod({ type: 'card', card, billing_details })
    return error === undefined ? stripe!.confirmCardPayment(clientSecret, { payment_method: paymentMethod.id }) : { error }
  }
  const confirm = async () => {
    const result = await pay()
    onResult(result)
    return result
  }
  return (
    <PayForm confirm={confirm} ready={stripe !== null && complete}>
      <CardElement onChange={(event: StripeElementChangeEvent) => setComplete(event.complete)} />
    </PayForm>
  )
}

/** Renders the checkout for an intent into the page's `main`, with the instance or a promise of it (what loadStripe returns). */
export const startCheckout = (stripe: Stripe | Promise<Stripe | null>, flow: CheckoutFlow, clientSecret: string, onResult: ResultListener): void => {
  const container = document.querySelector('main')!.appendChild(document.createElement('div'))
  createRoot(container).render(
    <Elements stripe={stripe} options={{ clientSecret }}>
      {flow === 'payment'
        ? <PaymentCheckout onResult={onResult} />
        : <CardCheckout clientSecret={clientSecret} viaPaymentMethod={flow === 'cardPaymentMethod'} onResult={onResult} />}
    </Elements>,
  )
}
