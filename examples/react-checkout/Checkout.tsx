import type { Payloom } from 'payloom'
import { Elements } from 'payloom/react'
import { useEffect, useMemo, useState } from 'react'
import { createIntent, order, orderTotal } from '../../sandbox/demo/shopClient.ts'
import { LanguagePicker } from './LanguagePicker.tsx'
import { CheckoutForm } from './CheckoutForm.tsx'

/** What the page's query string chose. */
export interface CheckoutSettings {
  readonly theme: 'stripe' | 'night'
  readonly layout: 'tabs' | 'accordion'
  /** The forms' language: 'auto' or a locale tag. */
  readonly locale: string
  /** The page's CSP nonce, for the stylesheet payloom inserts. */
  readonly nonce: string | undefined
}

/** Links to the other looks, keeping the rest of the query. */
const Switcher = ({ settings }: { readonly settings: CheckoutSettings }) => {
  const link = (name: 'theme' | 'layout', value: string, label: string) => {
    const query = new URLSearchParams(location.search)
    query.set(name, value)
    return <a href={`?${query}`} aria-current={settings[name] === value}>{label}</a>
  }
  return (
    <nav className="switcher" aria-label="Demo settings">
      <span>Theme: {link('theme', 'stripe', 'Stripe')} {link('theme', 'night', 'Night')}</span>
      <span>Layout: {link('layout', 'tabs', 'Tabs')} {link('layout', 'accordion', 'Accordion')}</span>
      <LanguagePicker selected={settings.locale} />
    </nav>
  )
}

/** The order summary and, once the shop's server has made the intent, the payment form. */
export const Checkout = ({ payloom, settings }: { readonly payloom: Payloom; readonly settings: CheckoutSettings }) => {
  const [clientSecret, setClientSecret] = useState<string>()
  const [failure, setFailure] = useState<string>()
  useEffect(() => {
    createIntent().then(setClientSecret, (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
  }, [])
  // One appearance object for the page's life: <Elements> restyles when it changes.
  const appearance = useMemo(() => ({ theme: settings.theme }), [settings.theme])
  return (
    <>
      <p className="summary"><span>{order.description}</span><span>{orderTotal}</span></p>
      <Switcher settings={settings} />
      {failure !== undefined ? <p className="error" role="alert">{failure}</p>
        : clientSecret === undefined ? <p role="status">Loading the checkout…</p>
          : (
            <Elements payloom={payloom} options={{ clientSecret, appearance, nonce: settings.nonce }}>
              <CheckoutForm clientSecret={clientSecret} orderTotal={orderTotal} layout={settings.layout} />
            </Elements>
          )}
    </>
  )
}
