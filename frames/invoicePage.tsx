/**
 * The hosted invoice page (payment-form.md §1 "a hosted invoice page payment element"): what an
 * invoice's `hosted_invoice_url` opens, at `/i/{invoice id}#{publishable key}` on the provider's
 * origin (sandbox/api/invoices.ts). It shows the invoice's number, lines and amount due, and pays
 * the invoice's payment intent in payloom's own payment element as this page uses it: an instance
 * made as the hosted invoice page (InlineInternals.hostedInvoicePage), where wallet availability
 * is always true (controller.md §4), so Link is offered with the card.
 */
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { ApiClient } from '../core/api/ApiClient.ts'
import * as Effect from 'effect/Effect'
import { createInlinePayloom, type Payloom } from '../core/createPayloom.ts'
import type { PayloomElements } from '../core/elements/elementsApi.ts'
import type { Catalog } from '../core/generated/locales/index.generated.ts'
import { formatMessage } from '../core/i18n/translate.ts'
import { checkPayloomOptions } from '../core/payloomOptions.ts'
import { makeRuntime, type Runtime } from '../core/runtime.ts'
import { openHostedPage } from './hostedPage.ts'
import { hostedPlugins } from './hostedPlugins.ts'
import { PaySection } from './PaySection.tsx'
import { invoiceStrings } from './invoice/strings.ts'

/** The invoice as the page reads it (GET /v1/invoices/:id/hosted). */
interface HostedInvoice {
  readonly id: string
  readonly number: string
  readonly status: 'open' | 'paid'
  readonly currency: string
  readonly description: string | null
  readonly lines: ReadonlyArray<{ readonly id: string; readonly description: string | null; readonly amount: number }>
  readonly amount_due: number
  readonly client_secret: string | null
}

const invoiceId = decodeURIComponent(location.pathname.replace(/^\/i\//, ''))
const publishableKey = location.hash.slice(1)
const { root, nonce, locale, strings, money } = openHostedPage({ id: 'payloom-invoice', strings: invoiceStrings, rules: `
  main { max-width: 32rem; margin: 2rem auto; padding: 0 1rem; }
  section { margin-bottom: 1.5rem; }
  h1 { margin: 0 0 0.25rem; }
  ul { margin: 1rem 0 0; }
  li { display: flex; justify-content: space-between; gap: 1rem; padding: 0.5rem 0; border-bottom: 1px solid #d0d7de; }
  dl { display: flex; justify-content: space-between; margin: 1rem 0 0; font-weight: 600; font-size: 1.125rem; }
  [role="status"] { color: #0a6b3c; font-weight: 600; margin: 1rem 0 0; }
` })

/** What the page works with once the invoice is loaded. */
interface Loaded {
  readonly payloom: Payloom
  readonly elements: PayloomElements
  readonly runtime: Runtime
  readonly catalog: Catalog
}

const readInvoice = (runtime: Runtime): Promise<HostedInvoice | undefined> =>
  runtime.run(Effect.catchTag(ApiClient.use((api) => api.get<HostedInvoice>(`invoices/${encodeURIComponent(invoiceId)}/hosted`)), 'ApiError', () => Effect.succeed(undefined)))

const Unavailable = () => <main><section><h1>{strings.unavailable}</h1></section></main>

const Summary = ({ invoice }: { readonly invoice: HostedInvoice }) => (
  <section aria-labelledby="invoice">
    <h1 id="invoice">{formatMessage(strings.title, { number: invoice.number })}</h1>
    {invoice.description !== null && <p>{invoice.description}</p>}
    <ul>{invoice.lines.map((line) => <li key={line.id}><span>{line.description}</span><span>{money(line.amount, invoice.currency)}</span></li>)}</ul>
    <dl><dt>{strings.amountDue}</dt><dd data-testid="amount-due">{money(invoice.amount_due, invoice.currency)}</dd></dl>
    {invoice.status === 'paid' && <p role="status">{strings.paid}</p>}
  </section>
)

const Invoice = ({ loaded, initial }: { readonly loaded: Loaded; readonly initial: HostedInvoice }) => {
  const [invoice, setInvoice] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const { catalog, elements, payloom, runtime } = loaded
  const open = invoice.status === 'open'
  // The hosted invoice page payment element, once #payment is in the page.
  useEffect(() => {
    if (!open) return
    const payment = elements.create('payment')
    payment.mount('#payment')
    return () => payment.destroy()
  }, [elements, open])

  const pay = async (): Promise<void> => {
    setBusy(true)
    setError(undefined)
    try {
      // A 3D Secure challenge is finished in the page; a redirect method comes back to it.
      const result = await payloom.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: location.href } })
      if (result.error !== undefined) return setError(result.error.message)
      const after = await readInvoice(runtime)
      if (after !== undefined) setInvoice(after)
    } finally {
      setBusy(false)
    }
  }

  return (
    <main>
      <Summary invoice={invoice} />
      {open && <PaySection catalog={catalog} error={error} busy={busy} onPay={() => void pay()} />}
    </main>
  )
}

const start = async (): Promise<void> => {
  const reactRoot = createRoot(root)
  if (!/^in_[A-Za-z0-9]+$/.test(invoiceId) || !/^pk_(test|live)_/.test(publishableKey)) return reactRoot.render(<Unavailable />)
  const settings = checkPayloomOptions(publishableKey, { hosting: 'inline', apiBase: location.origin, plugins: await hostedPlugins([{ type: 'card', options: {} }, { type: 'link', options: {} }]) })
  const payloom = createInlinePayloom(settings, { hostedInvoicePage: true })
  const runtime = makeRuntime({ apiBase: location.origin, publishableKey, apiVersion: payloom.apiVersion, locale })
  const [catalog, invoice] = await Promise.all([runtime.catalog(), readInvoice(runtime)])
  if (invoice === undefined) return reactRoot.render(<Unavailable />)
  document.title = formatMessage(strings.title, { number: invoice.number })
  // A paid invoice shows what was paid, and nothing to pay with.
  if (invoice.client_secret === null) return reactRoot.render(<main><Summary invoice={invoice} /></main>)
  const elements = payloom.elements({ clientSecret: invoice.client_secret, locale, nonce })
  reactRoot.render(<Invoice loaded={{ payloom, elements, runtime, catalog }} initial={invoice} />)
}

void start()
