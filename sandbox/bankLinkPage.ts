/**
 * The provider's authorisation page for linking a US bank account (`/link/authorize/:session`), as
 * the SDK opens it in a modal frame on the provider's origin: the shopper searches for a test
 * institution (unless they picked one in the payment element's search), picks one of its test
 * accounts and links it, or cancels. In a frame, the finished page tells the SDK with the same
 * `payloom:authentication_complete` message as a 3D Secure challenge. Plain HTML forms, so a
 * script with no browser (a Node test's `authenticate`) completes it with one POST:
 * `institution=fcinst_test_institution&account=success` (or `action=cancel`).
 */
import { decodeForm } from './formBody.ts'
import { cancelLinkSession, linkAccount, loadLinkSession, pickInstitution, requireInstitution, type LinkPermission, type LinkSession } from './linkSessions.ts'
import { escape, layout, type PageReply } from './pages.ts'
import { reader } from './params.ts'
import type { Store } from './Store.ts'
import { searchInstitutions, testBankAccounts, type TestInstitution } from './testInstitutions.ts'

const path = '/link/authorize/'

/** What each test account does when a payment debits it. */
const accountOutcomes: Readonly<Record<string, string>> = {
  success: 'the payment succeeds',
  insufficient_funds: 'the payment fails: insufficient funds',
  account_closed: 'the payment fails: account closed',
}

const css = `
  .banks { list-style: none; padding: 0; margin: 1rem 0; display: grid; gap: 0.5rem; }
  .banks button { width: 100%; text-align: start; background: #fff; }
  .search { display: flex; gap: 0.5rem; align-items: end; flex-wrap: wrap; }
  .search label { flex-basis: 100%; font-weight: 600; }
  input[type="search"] { font: inherit; flex: 1; padding: 0.5rem; border: 1px solid #6b6b6b; border-radius: 6px; }
  fieldset { border: 0; padding: 0; margin: 1rem 0; }
  legend { font-weight: 600; margin-bottom: 0.5rem; }
  .account { display: flex; gap: 0.75rem; align-items: flex-start; padding: 0.5rem 0; }
  .account small { display: block; color: #4d4d4d; }
  button[value="link"] { background: #0a6b3c; border-color: #0a6b3c; color: #fff; }
  button.secondary { background: #fff; color: #1a1a1a; }
  #shared { font-size: 1rem; margin: 1rem 0 0.25rem; }
  section ul { margin: 0; padding-inline-start: 1.25rem; }
`

const title = 'Link your bank account'

// The hidden field that tells the POST whether the page runs in the SDK's frame (script on), so the
// finished page posts its message there; on its own it just says it is done.
const inFrameField = `<input type="hidden" name="in_frame" id="in_frame" value="0">`
const inFrameScript = `<script>document.getElementById('in_frame').value = window.parent !== window ? '1' : '0'</script>`
const cancelButton = '<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>'

/** What the shopper agrees the business sees, per permission the session asks for. */
const permissionNames: Readonly<Record<LinkPermission, string>> = {
  payment_method: 'Account details: the routing and account numbers, to pay from the account',
  balances: 'Balances: the account\'s current and available balance',
  transactions: 'Transactions: the account\'s transactions, kept up to date',
  ownership: 'Ownership details: the account holder\'s name, address, e-mail and phone number',
}

/** The data the business asked for, which the shopper shares by linking an account. */
const sharedData = (session: LinkSession): string => `<section aria-labelledby="shared">
<h2 id="shared">The business will see</h2>
<ul>${session.permissions.map((permission) => `<li>${escape(permissionNames[permission])}</li>`).join('')}</ul>
</section>`

/** Step one: find the bank (the provider's featured test institutions, or those the search matches). */
const bankList = (session: LinkSession, query: string): string => {
  const banks = searchInstitutions(query)
  const results = banks.length === 0
    ? `<p role="status">No test institution matches “${escape(query)}”.</p>`
    : `<ul class="banks" aria-label="Test institutions">${banks.map((bank) => `<li><button type="submit" name="institution" value="${escape(bank.id)}">${escape(bank.name)}</button></li>`).join('')}</ul>`
  return `<h1>${title}</h1>
<p>This is a test bank search: pick a test institution, no credentials needed.</p>
${sharedData(session)}
<form method="get" action="${path}${escape(session.id)}" class="search" role="search">
<label for="query">Search for your bank</label>
<input type="search" id="query" name="query" value="${escape(query)}" autocomplete="off">
<button type="submit" class="secondary">Search</button>
</form>
<form method="post" action="${path}${escape(session.id)}">
${inFrameField}
${results}
<div class="actions">${cancelButton}</div>
</form>
${inFrameScript}`
}

/** Step two: the bank's test accounts to link, or why the bank cannot link any now. */
const accountList = (session: LinkSession, institution: TestInstitution): string => {
  const back = '<button type="submit" name="action" value="back" class="secondary" formnovalidate>Choose another bank</button>'
  if (institution.outage !== undefined) {
    return `<h1>${escape(institution.name)}</h1>
<p role="alert">${escape(institution.outage)}</p>
<form method="post" action="${path}${escape(session.id)}">
${inFrameField}
<div class="actions">${back}${cancelButton}</div>
</form>
${inFrameScript}`
  }
  const accounts = testBankAccounts.map((account, index) => `<div class="account">
<input type="radio" name="account" id="account-${escape(account.id)}" value="${escape(account.id)}" required${index === 0 ? ' checked' : ''}>
<label for="account-${escape(account.id)}">${escape(account.display_name)}: ${account.subcategory === 'checking' ? 'Checking' : 'Savings'} •••• ${escape(account.account_number.slice(-4))}<small>In test mode, ${escape(accountOutcomes[account.id] ?? 'the payment succeeds')}.</small></label>
</div>`).join('\n')
  return `<h1>Select the account to link</h1>
<p>${escape(institution.name)} is a test institution: link one of its test accounts.</p>
${sharedData(session)}
<form method="post" action="${path}${escape(session.id)}">
${inFrameField}
<fieldset>
<legend>Accounts at ${escape(institution.name)}</legend>
${accounts}
</fieldset>
<div class="actions"><button type="submit" name="action" value="link">Link account</button>${back}${cancelButton}</div>
</form>
${inFrameScript}`
}

// In the SDK's frame the page tells the SDK it is done (the session's id and status, nothing else).
const finishedPage = (session: LinkSession, inFrame: boolean): PageReply => {
  const heading = session.status === 'succeeded' ? 'Account linked' : 'Linking cancelled'
  const message = { type: 'payloom:authentication_complete', source: session.id, status: session.status }
  return {
    status: 200,
    html: layout(heading, `<h1 role="status">${heading}</h1>
<p>You can close this window.</p>
${inFrame ? `<script>window.parent.postMessage(${JSON.stringify(message).replace(/</g, '\\u003c')}, '*')</script>` : ''}`, css),
  }
}

const show = (session: LinkSession, query: string): PageReply => {
  if (session.status !== 'pending') {
    return { status: 200, html: layout(title, `<h1>${title}</h1>\n<p role="status">This session is already complete: ${escape(session.status)}.</p>`, css) }
  }
  const institution = session.institution === null ? undefined : requireInstitution(session.institution, 'institution')
  return { status: 200, html: layout(title, institution === undefined ? bankList(session, query) : accountList(session, institution), css) }
}

/**
 * GET shows the session's step (`?query=` searches the banks); POST moves it on: `institution`
 * picks a bank, `account` links one of its accounts (after `institution`, if both are given),
 * `action=back` returns to the banks, `action=cancel` cancels. Undefined for any other path.
 */
export const handleBankLinkPage = (store: Store, method: string, url: URL, body: string): PageReply | undefined => {
  if (!url.pathname.startsWith(path)) return undefined
  const id = url.pathname.slice(path.length)
  if (id === '' || id.includes('/')) return undefined
  if (method === 'GET') return show(loadLinkSession(store, id).body, url.searchParams.get('query') ?? '')
  if (method !== 'POST') return undefined
  const form = reader(decodeForm(body)).only(['institution', 'account', 'action', 'in_frame'])
  const action = form.oneOf('action', ['link', 'back', 'cancel'])
  const inFrame = form.string('in_frame') === '1'
  return store.transaction(() => {
    if (action === 'cancel') return finishedPage(cancelLinkSession(store, id), inFrame)
    if (action === 'back') {
      pickInstitution(store, id, undefined)
      return { status: 303, location: `${path}${id}` }
    }
    const institution = form.string('institution')
    if (institution !== undefined) pickInstitution(store, id, requireInstitution(institution, 'institution'))
    const account = form.string('account')
    if (account === undefined) return { status: 303, location: `${path}${id}` }
    return finishedPage(linkAccount(store, id, account), inFrame)
  })
}
