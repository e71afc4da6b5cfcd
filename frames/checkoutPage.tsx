/**
 * The hosted checkout page (controller.md §2 "Hosted checkout page URL", §7 "Payment pages"): what
 * `payloom.redirectToCheckout()` and a checkout session's `url` open, at `/c/pay/{session id}#{fragment}`
 * on the provider's origin. The fragment carries the merchant's key, account and betas and the
 * layout. The page loads the session through payment_pages init, lets the shopper change a line
 * item's quantity (update), takes the card in payloom's own payment element, and pays through
 * payment_pages confirm with the version, total and checksum it showed.
 */
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import * as Effect from 'effect/Effect'
import type { ApiClient } from '../core/api/ApiClient.ts'
import type { ApiError } from '../core/api/ApiError.ts'
import type { IntegrationError } from '../core/errors/IntegrationError.ts'
import { confirmPaymentPage, initPaymentPage, retrievePaymentPage, updatePaymentPage, type PaymentPage, type PaymentPageCache } from '../core/checkout/paymentPages.ts'
import { paymentPageChecksum } from '../core/controller/checkoutPage.ts'
import { parseHostedCheckoutFragment, type HostedCheckoutFragment } from '../core/controller/hostedCheckoutUrl.ts'
import { paymentErrorOfApi } from '../core/confirm/results.ts'
import { createInlinePayloom, type Payloom } from '../core/createPayloom.ts'
import { checkPayloomOptions } from '../core/payloomOptions.ts'
import { makeBrowserDom } from '../core/services/Browser.ts'
import type { PayloomElements } from '../core/elements/elementsApi.ts'
import type { Catalog } from '../core/generated/locales/index.generated.ts'
import { loadCatalog } from '../core/i18n/loadCatalog.ts'
import { formatMessage } from '../core/i18n/translate.ts'
import { makeRuntime, type Runtime } from '../core/runtime.ts'
import { checkoutStrings, type CheckoutStrings } from './checkout/strings.ts'
import { openHostedPage } from './hostedPage.ts'
import { hostedPlugins } from './hostedPlugins.ts'
import { PaySection } from './PaySection.tsx'
import { providerGuid } from './providerGuid.ts'

const sessionId = decodeURIComponent(location.pathname.replace(/^\/c\/pay\//, ''))
const fragment = parseHostedCheckoutFragment(location.hash)
const { root, nonce, locale, strings, money } = openHostedPage({ id: 'payloom-checkout', strings: checkoutStrings, rules: `
  main { display: grid; gap: 2rem; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
  main.columns { grid-template-columns: 1fr; }
  @media (min-width: 48rem) { main.columns { grid-template-columns: 1fr 1fr; } }
  h1 { margin: 0 0 1rem; }
  ul { margin: 0; }
  li { display: grid; grid-template-columns: 1fr auto; gap: 0.25rem 1rem; padding: 0.75rem 0; border-bottom: 1px solid #d0d7de; }
  li label { grid-column: 1; color: #57606a; font-size: 0.875rem; }
  li input { width: 4.5rem; font: inherit; padding: 0.25rem 0.5rem; border: 1px solid #57606a; border-radius: 4px; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: 0.5rem 1rem; margin: 1rem 0 0; }
  dd { text-align: end; }
  .total { font-weight: 600; font-size: 1.125rem; }
  a { color: #0b57d0; }
` })
document.title = strings.summary

/** What the page works with once the session is loaded. */
interface Loaded {
  readonly fragment: HostedCheckoutFragment
  readonly payloom: Payloom
  readonly elements: PayloomElements
  readonly runtime: Runtime
  readonly catalog: Catalog
  /** The payment page sessions this page loaded, by checkout session id (controller.md §3). */
  readonly cache: PaymentPageCache
}

/** A payment page call's outcome: the session, or the shopper's error message (a merchant's mistake rejects). */
const call = (loaded: Loaded, effect: Effect.Effect<PaymentPage, ApiError | IntegrationError, ApiClient>): Promise<PaymentPage | { readonly error: string }> =>
  loaded.runtime.run(Effect.catchTag(effect, 'ApiError', (error) => Effect.succeed({ error: paymentErrorOfApi(loaded.catalog, error).message })))

const Closed = () => <main><section><h1>{strings.summary}</h1><p role="alert">{strings.closed}</p></section></main>

const Checkout = ({ loaded, initial, strings }: { readonly loaded: Loaded; readonly initial: PaymentPage; readonly strings: CheckoutStrings }) => {
  const [page, setPage] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const { catalog, elements, payloom, cache } = loaded
  // payloom's own payment element takes the card, once #payment is in the page.
  useEffect(() => {
    const payment = elements.create('payment')
    payment.mount('#payment')
    return () => payment.destroy()
  }, [elements])

  const changeQuantity = async (lineItemId: string, quantity: number): Promise<void> => {
    setBusy(true)
    setError(undefined)
    const updated = await call(loaded, updatePaymentPage(cache, page.id, { updated_line_item_quantity: { line_item_id: lineItemId, quantity } }))
    setBusy(false)
    if ('error' in updated) return setError(updated.error)
    setPage(updated)
    await elements.update({ amount: updated.amount_total })
  }

  const finish = (paid: PaymentPage): void => {
    if (paid.status === 'complete') location.assign(paid.success_url)
    else setPage(paid)
  }

  const pay = async (): Promise<void> => {
    setBusy(true)
    setError(undefined)
    try {
      const submitted = await elements.submit()
      if (submitted.error !== undefined) return setError(submitted.error.message)
      const created = await payloom.createPaymentMethod({ elements })
      if ('error' in created && created.error !== undefined) return setError(created.error.message)
      const paymentMethod = (created as { readonly paymentMethod: { readonly id: string } }).paymentMethod
      const shown = { sessionId: page.id, initChecksum: page.init_checksum, version: page.version, expectedAmount: page.amount_total }
      const confirmed = await call(loaded, confirmPaymentPage(cache, page.id, {
        payment_method: paymentMethod.id,
        init_checksum: page.init_checksum,
        version: page.version,
        expected_amount: page.amount_total,
        js_checksum: paymentPageChecksum(shown),
        line_item_totals: Object.fromEntries(page.line_items.map((item) => [item.id, item.amount_total])),
      }))
      if ('error' in confirmed) return setError(confirmed.error)
      const intent = confirmed.payment_intent
      if (confirmed.status !== 'complete' && intent?.status === 'requires_action') {
        // A 3D Secure challenge: the payment element's own flow, then the session as it now stands.
        const handled = await payloom.handleNextAction({ clientSecret: intent.client_secret })
        if ('error' in handled && handled.error !== undefined) return setError(handled.error.message)
        const after = await call(loaded, retrievePaymentPage(cache, page.id))
        if ('error' in after) return setError(after.error)
        return finish(after)
      }
      finish(confirmed)
    } finally {
      setBusy(false)
    }
  }

  const single = loaded.fragment.layoutType === 'single_column' || loaded.fragment.layoutType === 'none'
  return (
    <main className={single ? 'single' : 'columns'}>
      <section aria-labelledby="summary">
        <h1 id="summary">{strings.summary}</h1>
        <ul>
          {page.line_items.map((item) => (
            <li key={item.id}>
              <span>{item.description}</span>
              <span>{money(item.amount_subtotal, page.currency)}</span>
              {item.adjustable_quantity.enabled && (
                <label>
                  {formatMessage(strings.quantity, { item: item.description })}{' '}
                  <input
                    type="number" inputMode="numeric" value={item.quantity} disabled={busy}
                    min={item.adjustable_quantity.minimum} max={item.adjustable_quantity.maximum}
                    onChange={(event) => {
                      const quantity = Number(event.currentTarget.value)
                      if (Number.isInteger(quantity) && quantity >= item.adjustable_quantity.minimum && quantity <= item.adjustable_quantity.maximum) void changeQuantity(item.id, quantity)
                    }}
                  />
                </label>
              )}
            </li>
          ))}
        </ul>
        <dl aria-live="polite">
          <dt>{strings.subtotal}</dt><dd>{money(page.amount_subtotal, page.currency)}</dd>
          {page.amount_discount > 0 && <><dt>{strings.discount}</dt><dd>−{money(page.amount_discount, page.currency)}</dd></>}
          <dt className="total">{strings.total}</dt><dd className="total" data-testid="total">{money(page.amount_total, page.currency)}</dd>
        </dl>
        {page.cancel_url !== null && <p><a href={page.cancel_url}>{strings.back}</a></p>}
      </section>
      <PaySection catalog={catalog} error={error} busy={busy} onPay={() => void pay()} />
    </main>
  )
}

const start = async (): Promise<void> => {
  const reactRoot = createRoot(root)
  if (fragment === undefined || !/^cs_(test|live)_[A-Za-z0-9]+$/.test(sessionId)) return reactRoot.render(<Closed />)
  const settings = checkPayloomOptions(fragment.apiKey, {
    hosting: 'inline',
    apiBase: location.origin,
    plugins: await hostedPlugins([{ type: 'card', options: {} }]),
    ...(fragment.stripeAccount === undefined ? {} : { stripeAccount: fragment.stripeAccount }),
    ...(fragment.betas === undefined ? {} : { betas: fragment.betas }),
  })
  // The shopper's ids are the merchant page's (muid, sid: the fragment), with the provider's own guid kept here.
  const payloom = createInlinePayloom(settings, { browser: { ...makeBrowserDom(location.origin, settings.locale), mids: async () => ({ ...fragment.ids, ...providerGuid(() => localStorage) }) } })
  const runtime = makeRuntime({ apiBase: location.origin, publishableKey: payloom.publishableKey, stripeAccount: payloom.stripeAccount, apiVersion: payloom.apiVersion, locale })
  const cache: PaymentPageCache = new Map()
  const catalog = await runtime.catalog()
  const page = await runtime.run(Effect.catchTag(initPaymentPage(cache, sessionId), 'ApiError', () => Effect.succeed(undefined)))
  if (page === undefined || page.status === 'expired') return reactRoot.render(<Closed />)
  if (page.status === 'complete') return location.replace(page.success_url)
  const elements = payloom.elements({ mode: 'payment', amount: page.amount_total, currency: page.currency, paymentMethodCreation: 'manual', paymentMethodTypes: page.payment_method_types, nonce, locale })
  const loaded: Loaded = { fragment, payloom, elements, runtime, catalog, cache }
  reactRoot.render(<Checkout loaded={loaded} initial={page} strings={strings} />)
}

void start()
