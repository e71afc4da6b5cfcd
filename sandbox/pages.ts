import { minorUnitDigits } from '../core/i18n/formatAmount.ts'
import { ApiError } from './ApiError.ts'
import { completeAuthorization, intentOfAuthorization, loadAuthorization } from './authorize.ts'
import type { Authorization } from './confirm.ts'
import { decodeForm } from './formBody.ts'
import type { Intent } from './intents.ts'
import { reader } from './params.ts'
import { qrPng, qrSvg } from './qrImage.ts'
import type { Store } from './Store.ts'

/** An HTML (or redirect, or image) answer from one of the sandbox's pages. */
export interface PageReply {
  readonly status: number
  readonly html?: string
  readonly location?: string
  readonly image?: { readonly contentType: string; readonly body: string | Buffer }
}

// The provider's own test pages say "Authorize test payment" / "Fail test payment"; the 3DS
// challenge keeps its Approve / Fail, which the SDK's tests and the demo click.
const testPaymentButtons = { approve: 'Authorize test payment', fail: 'Fail test payment' } as const

/**
 * The pages: a card's 3DS challenge, a bank's (or wallet's) redirect authorisation, the banking app
 * a QR code opens, the hosted OXXO voucher, the app a payment request is sent to, and the
 * microdeposit instructions.
 */
const pages = {
  three_d_secure: { path: '/3ds/challenge/', title: '3D Secure test authentication', intro: 'This is a test 3D Secure challenge. Choose whether the cardholder authenticates.', buttons: { approve: 'Approve', fail: 'Fail' } },
  redirect: { path: '/redirect/authorize/', title: 'Test payment authorisation', intro: 'This is a test bank page. Choose whether the shopper authorises the payment.', buttons: testPaymentButtons },
  qr_code: { path: '/qr/authorize/', title: 'Test QR code payment', intro: 'This is a test banking app, as the shopper sees it after scanning the QR code. Choose whether the shopper pays.', buttons: testPaymentButtons },
  voucher: { path: '/voucher/', title: 'Test OXXO voucher', intro: 'This is a test voucher. Authorize to play the shopper paying it at the store; fail to let it expire unpaid.', buttons: testPaymentButtons },
  notification: { path: '/notification/authorize/', title: 'Test payment request', intro: 'This is a test payment app, as the shopper sees the request sent to it. Choose whether the shopper approves.', buttons: testPaymentButtons },
  microdeposits: { path: '/microdeposits/verify/', title: 'Verify your bank account', intro: 'Two test microdeposits were sent to the account. Verify it with the descriptor code SM11AA (or the amounts 32 and 45) through verify_microdeposits.', buttons: undefined },
} as const

/** Text as HTML: the five characters that could open markup escaped. */
export const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A sandbox page: its title, its body in a card, and `css` for its own rules. */
export const layout = (title: string, body: string, css = ''): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #f6f8fa; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.25rem; margin-top: 0; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 6px; border: 2px solid #1a1a1a; cursor: pointer; }
  button[value="approve"] { background: #0a6b3c; border-color: #0a6b3c; color: #fff; }
  button[value="fail"] { background: #fff; color: #a4001d; border-color: #a4001d; }
  button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
${css}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`

// In the currency's own minor units: 27000 krw is 27000 KRW, not 270.00.
const amountText = (intent: Intent): string => {
  if (intent.object !== 'payment_intent') return 'a card saved for later payments'
  const digits = minorUnitDigits(String(intent.currency))
  return `${(Number(intent.amount) / 10 ** digits).toFixed(digits)} ${String(intent.currency).toUpperCase()}`
}

// A voucher shows what the shopper takes to the store: its reference number and when it expires.
const voucherFacts = (authorization: Authorization): string => authorization.method !== 'voucher' ? '' : `
<p>Reference number: <strong data-testid="voucher-number">${escape(authorization.number ?? '')}</strong></p>
<p>Expires: <strong><time datetime="${new Date((authorization.expires_after ?? 0) * 1000).toISOString()}">${escape(new Date((authorization.expires_after ?? 0) * 1000).toUTCString())}</time></strong></p>`

const challengePage = (store: Store, authorization: Authorization): PageReply => {
  const intent = intentOfAuthorization(store, authorization)
  const page = pages[authorization.method]
  if (authorization.status !== 'pending') {
    return { status: 200, html: layout(page.title, `<h1>${escape(page.title)}</h1>\n<p role="status">This authentication is already complete: ${escape(authorization.status)}.</p>`) }
  }
  const action = `${page.path}${encodeURIComponent(authorization.id)}`
  const facts = `<p>Amount: <strong>${escape(amountText(intent))}</strong></p>${voucherFacts(authorization)}`
  if (page.buttons === undefined) return { status: 200, html: layout(page.title, `<h1>${escape(page.title)}</h1>\n<p>${escape(page.intro)}</p>\n${facts}`) }
  return {
    status: 200,
    html: layout(page.title, `<h1>${escape(page.title)}</h1>
<p>${escape(page.intro)}</p>
${facts}
<form method="post" action="${escape(action)}">
<input type="hidden" name="in_frame" id="in_frame" value="0">
<div class="actions" role="group" aria-label="Authentication result">
<button type="submit" name="result" value="approve">${escape(page.buttons.approve)}</button>
<button type="submit" name="result" value="fail">${escape(page.buttons.fail)}</button>
</div>
</form>
<script>document.getElementById('in_frame').value = window.parent !== window ? '1' : '0'</script>`),
  }
}

const returnLocation = (returnUrl: string, intent: Intent, status: Authorization['status']): string => {
  const url = new URL(returnUrl)
  url.searchParams.set(intent.object, intent.id)
  url.searchParams.set(`${intent.object}_client_secret`, intent.client_secret)
  url.searchParams.set('redirect_status', status)
  return url.toString()
}

// In a frame (the SDK's 3DS modal) the parent page hears the result; on its own the page goes back
// to the merchant's return_url, or says it is done.
const completedPage = (authorization: Authorization, intent: Intent, inFrame: boolean): PageReply => {
  if (!inFrame && authorization.return_url !== null) return { status: 303, location: returnLocation(authorization.return_url, intent, authorization.status) }
  const message = { type: 'payloom:authentication_complete', source: authorization.id, status: authorization.status, [intent.object]: intent.id }
  const title = authorization.status === 'succeeded' ? 'Authentication approved' : 'Authentication failed'
  return {
    status: 200,
    html: layout(title, `<h1 role="status">${escape(title)}</h1>
<p>You can close this window.</p>
<script>if (window.parent !== window) window.parent.postMessage(${JSON.stringify(message).replace(/</g, '\\u003c')}, '*')</script>`),
  }
}

const qrImagePath = '/qr/image/'

// GET /qr/image/:id.svg or .png: the image of a pending QR code's data.
const qrImage = (store: Store, pathname: string, baseUrl: string): PageReply | undefined => {
  const match = /^([A-Za-z0-9_]+)\.(svg|png)$/.exec(pathname.slice(qrImagePath.length))
  if (match === null) return undefined
  const authorization = loadAuthorization(store, match[1]!)
  if (authorization.method !== 'qr_code') throw ApiError.missing('source', authorization.id)
  const data = `${baseUrl}/qr/authorize/${authorization.id}`
  return match[2] === 'svg'
    ? { status: 200, image: { contentType: 'image/svg+xml', body: qrSvg(data) } }
    : { status: 200, image: { contentType: 'image/png', body: qrPng(data) } }
}

/** The page routes: GET shows the authorise / fail form, POST completes the authorisation. */
export const handlePage = (store: Store, method: string, pathname: string, body: string, baseUrl = ''): PageReply | undefined => {
  if (method === 'GET' && pathname.startsWith(qrImagePath)) return qrImage(store, pathname, baseUrl)
  const entry = Object.values(pages).find((page) => pathname.startsWith(page.path))
  if (entry === undefined) return undefined
  const id = pathname.slice(entry.path.length)
  if (id === '' || id.includes('/')) return undefined
  const authorization = loadAuthorization(store, id)
  if (pages[authorization.method].path !== entry.path) throw ApiError.missing('source', id)
  if (method === 'GET') return challengePage(store, authorization)
  if (method !== 'POST' || entry.buttons === undefined) return undefined
  const form = reader(decodeForm(body)).only(['result', 'in_frame'])
  const result = form.oneOf('result', ['approve', 'fail'])
  if (result === undefined) throw ApiError.missingParam('result')
  const completed = store.transaction(() => completeAuthorization(store, id, result === 'approve'))
  return completedPage(completed.authorization, completed.intent, form.string('in_frame') === '1')
}
