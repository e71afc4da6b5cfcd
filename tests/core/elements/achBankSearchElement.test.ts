import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IntegrationError } from 'payloom'
import { usBankAccount } from '../../../plugins/us_bank_account/index.ts'
import type { ToController } from '../../../core/elements/messages.ts'
import type { ElementContext } from '../../../core/plugin/ElementDefinition.ts'
import { makeRuntime } from '../../../core/runtime.ts'
import type { Authentication } from '../../../core/services/Browser.ts'
import { pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'
import { contextFor, session } from './context.ts'

/**
 * The achBankSearchResults element (controller.md §2): the US bank account's bank search alone,
 * the model run as an elements group runs it (reduce, then `load`, its answers reduced in turn)
 * against the sandbox over real HTTP, the shopper on the provider's page played in Node. Its
 * Chromium test is in tests/browser/bankElements.test.ts. With usBankAccount({ permissions }), the
 * link asks the bank for those Financial Connections permissions too.
 */
let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const searchElementOf = (plugin: ReturnType<typeof usBankAccount>) => plugin.elements!().find((element) => element.type === 'achBankSearchResults')!

const elementWith = (shopper: (step: Authentication) => Promise<void>, plugin = usBankAccount()) => {
  const runtime = makeRuntime({ apiBase: sandbox.url, publishableKey: pk, apiVersion: '2020-08-27', locale: 'en', authenticate: shopper })
  const context: ElementContext = {
    ...contextFor([plugin], {}, session(['us_bank_account'])),
    runApi: (effect) => runtime.run(Effect.mapError(effect, (error) => new IntegrationError({ message: error.message }))),
    runFlow: (effect) => runtime.run(Effect.mapError(effect, (error) => (error instanceof IntegrationError ? error : new IntegrationError({ message: error.message })))),
  }
  const { model } = searchElementOf(plugin)
  let state = model.init(context)
  const send = async (message: ToController): Promise<void> => {
    state = model.reduce(state, message, context)
    for (let pending = model.load!(state, context); pending !== undefined; pending = model.load!(state, context)) {
      for (const answer of await pending) state = model.reduce(state, answer, context)
    }
  }
  const view = () => model.view(state, context) as { values: Record<string, string>; bankSearch: Record<string, unknown>; errors: Record<string, { code: string }> }
  return { send, view, change: () => model.change(state, context), data: () => model.paymentMethodData?.(state, context, { name: 'Jenny Rosen' }) }
}

const action = (name: string, payload?: object): ToController => ({ kind: 'action', elementId: 'e', action: name, ...(payload === undefined ? {} : { payload: payload as never }) })
const linkAt = (account: string) => async (step: Authentication) => {
  expect(step.kind).toBe('bank_account_link')
  await fetch(step.url, { method: 'POST', body: new URLSearchParams({ account }) })
}

describe('the achBankSearchResults element, against the sandbox', () => {
  it('asks the bank for what usBankAccount({ permissions }) names: the page lists it, and the account linked shares it', async () => {
    let page = ''
    const element = elementWith(async (step) => {
      page = await (await fetch(step.url)).text()
      await fetch(step.url, { method: 'POST', body: new URLSearchParams({ account: 'success' }) })
    }, usBankAccount({ permissions: ['balances', 'transactions'] }))
    await element.send(action('bankSearch', { query: 'test' }))
    await element.send(action('bankSearchSelect', { id: 'fcinst_test_institution' }))
    expect(page).toContain('<li>Balances: ')
    expect(page).toContain('<li>Transactions: ')
    expect(page).not.toContain('<li>Ownership details: ')
    const account = await sandbox.call('GET', `/v1/financial_connections/accounts/${element.view().values.financialConnectionsAccount}`)
    expect(account.body).toMatchObject({ permissions: ['payment_method', 'balances', 'transactions'], balance: { current: { usd: 1_000_000 } }, subscriptions: ['transactions'], ownership: null })
  })

  it('usBankAccount() refuses a permission the provider does not know, naming the known ones', () => {
    expect(() => usBankAccount({ permissions: ['statements' as never] }))
      .toThrow('Invalid value for usBankAccount(): permissions must be a list of balances, transactions, ownership; got ["statements"].')
    expect(usBankAccount({ permissions: ['ownership', 'ownership'] }).bankLinkPermissions).toEqual(['ownership'])
    expect(usBankAccount().bankLinkPermissions).toEqual([])
  })

  it('starts with the search alone, incomplete until an account is linked (incomplete_bank_link: no manual entry here)', () => {
    const element = elementWith(linkAt('success'))
    expect(element.view().bankSearch).toMatchObject({ status: 'idle' })
    expect(element.view().values.entry).toBe('search')
    expect(element.change()).toMatchObject({ elementType: 'achBankSearchResults', complete: false, error: { code: 'incomplete_bank_link' } })
    expect(element.data()).toBeUndefined()
  })

  it('searches, links the account picked on the provider\'s page, and pays with it', async () => {
    const element = elementWith(linkAt('success'))
    await element.send(action('bankSearch', { query: 'test' }))
    expect(element.view().bankSearch).toMatchObject({ status: 'banks', banks: [{ name: 'Test Institution' }, { name: 'Test OAuth Institution' }] })
    await element.send(action('bankSearchSelect', { id: 'fcinst_test_institution' }))
    expect(element.view().bankSearch).toMatchObject({ status: 'idle' })
    expect(element.view().values).toMatchObject({ financialConnectionsAccount: expect.stringMatching(/^fca_/), linkedBank: 'Test Institution', linkedLast4: '6789' })
    expect(element.change()).toEqual({ elementType: 'achBankSearchResults', empty: false, complete: true, value: { bank: 'Test Institution', last4: '6789' } })
    expect(element.data()).toEqual({ type: 'us_bank_account', us_bank_account: { financial_connections_account: element.view().values.financialConnectionsAccount }, billing_details: { name: 'Jenny Rosen' } })
  })

  it('keeps the banks when linking fails, so the shopper can pick again', async () => {
    const element = elementWith(async () => { throw new Error('the page closed') })
    await element.send(action('bankSearch', { query: 'test' }))
    await element.send(action('bankSearchSelect', { id: 'fcinst_test_institution' }))
    expect(element.view().bankSearch).toMatchObject({ status: 'error', error: 'link_failed', banks: [{ name: 'Test Institution' }, { name: 'Test OAuth Institution' }] })
    expect(element.change()).toMatchObject({ complete: false })
  })
})
