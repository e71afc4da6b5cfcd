/**
 * The React demo checkout (`/`): contact e-mail, shipping address and payment, then Pay. Query
 * parameters pick the look so a link (or a browser test) can reach each one: `?theme=night`,
 * `?layout=accordion`, `?locale=de` (the forms' language; the picker sets it), `?currency=eur` (the
 * order's currency, which decides the methods offered); and the hosting: the elements are frames
 * on the provider's origin unless `?hosting=inline` renders them in this page.
 */
import { createPayloom, type PayloomEvent } from 'payloom'
import { createRoot } from 'react-dom/client'
import { pageNonce, providerUrl } from '../../sandbox/demo/shopClient.ts'
import { demoPlugins } from '../demoPlugins.ts'
import { Checkout, type CheckoutSettings } from './Checkout.tsx'

const query = new URLSearchParams(location.search)
const settings: CheckoutSettings = {
  theme: query.get('theme') === 'night' ? 'night' : 'stripe',
  layout: query.get('layout') === 'accordion' ? 'accordion' : 'tabs',
  locale: query.get('locale') || 'auto',
  nonce: pageNonce(),
}
document.documentElement.dataset.theme = settings.theme

// The confirmation events (attempt, then succeeded or error; a Link checkout or not), as a shop's analytics would hear them: kept on the window.
const confirmationEvents: PayloomEvent[] = []
Object.assign(window, { payloomEvents: confirmationEvents })

const root = createRoot(document.getElementById('checkout')!)
try {
  const payloom = createPayloom('pk_test_payloomsandbox', {
    hosting: query.get('hosting') === 'inline' ? 'inline' : 'isolated', plugins: demoPlugins(), locale: settings.locale, apiBase: providerUrl(),
    // In isolated hosting onEvent also hears each provider call the controller frame makes (api_call): a shop's logger would take those.
    onEvent: (event) => {
      if (event.type === 'api_call') console.debug(`payloom: ${event.method} /v1/${event.path} ${event.status ?? 'failed'} (${event.durationMs} ms)`)
      else confirmationEvents.push(event)
    },
  })
  root.render(<Checkout payloom={payloom} settings={settings} />)
} catch (error) {
  // A `?locale=` that is no language tag at all: createPayloom says what is wrong.
  root.render(<p className="error" role="alert">{error instanceof Error ? error.message : String(error)}</p>)
}
