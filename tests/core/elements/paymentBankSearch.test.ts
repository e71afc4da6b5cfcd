import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IntegrationError } from 'payloom'
import { card } from 'payloom/plugins/card'
import { usBankAccount } from '../../../plugins/us_bank_account/index.ts'
import { paymentElement } from '../../../core/elements/payment/paymentElement.tsx'
import type { ToController } from '../../../core/elements/messages.ts'
import type { ElementContext } from '../../../core/plugin/ElementDefinition.ts'
import type { PaymentElementWithSavedOptions } from '../../../core/elements/payment/paymentElementOptions.ts'
import { makeRuntime } from '../../../core/runtime.ts'
import type { Authentication } from '../../../core/services/Browser.ts'
import { pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'
import { contextFor, session } from './context.ts'

/**
 * The payment element's bank search for US bank accounts, the model run as an elements group runs
 * it (reduce, then `load`, its answers reduced in turn) against the sandbox over real HTTP, with
 * the shopper on the provider's authorisation page played in Node.
 */
let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

type State = Parameters<ReturnType<typeof paymentElement>['model']['view']>[0]

const elementWith = (shopper: (step: Authentication) => Promise<void>, bankAccount = usBankAccount()) => {
  const runtime = makeRuntime({ apiBase: sandbox.url, publishableKey: pk, apiVersion: '2020-08-27', locale: 'en', authenticate: shopper })
  const context: ElementContext<PaymentElementWithSavedOptions> = {
    ...contextFor<PaymentElementWithSavedOptions>([card(), bankAccount], {}, session(['card', 'us_bank_account'])),
    runApi: (effect) => runtime.run(Effect.mapError(effect, (error) => new IntegrationError({ message: error.message }))),
    runFlow: (effect) => runtime.run(Effect.mapError(effect, (error) => (error instanceof IntegrationError ? error : new IntegrationError({ message: error.message })))),
  }
  const { model } = paymentElement(context.registry)
  let state = model.reduce(model.init(context), { kind: 'action', elementId: 'e', action: 'select', payload: 'us_bank_account' }, context) as State
  /** Sends a form message, then runs the work it started until there is none, as the group does. */
  const send = async (message: ToController): Promise<void> => {
    state = model.reduce(state, message, context) as State
    for (let pending = model.load!(state, context); pending !== undefined; pending = model.load!(state, context)) {
      for (const answer of await pending) state = model.reduce(state, answer, context) as State
    }
  }
  const form = () => (model.view(state, context) as { form: { values: Record<string, string>; bankSearch?: Record<string, unknown> } }).form
  return { model, context, send, form, state: () => state }
}

const action = (name: string, payload?: object): ToController => ({ kind: 'action', elementId: 'e', action: name, ...(payload === undefined ? {} : { payload: payload as never }) })
const linkAt = (account: string) => async (step: Authentication) => {
  expect(step.kind).toBe('bank_account_link')
  await fetch(step.url, { method: 'POST', body: new URLSearchParams({ account }) })
}

describe('the payment element\'s bank search, against the sandbox', () => {
  it('asks the bank for the permissions of usBankAccount({ permissions }), which the provider\'s page lists', async () => {
    let page = ''
    const element = elementWith(async (step) => {
      page = await (await fetch(step.url)).text()
      await fetch(step.url, { method: 'POST', body: new URLSearchParams({ account: 'success' }) })
    }, usBankAccount({ permissions: ['ownership'] }))
    await element.send(action('bankSearch', { query: 'test' }))
    await element.send(action('bankSearchSelect', { id: 'fcinst_test_institution' }))
    expect(page).toContain('<li>Ownership details: ')
    const account = await sandbox.call('GET', `/v1/financial_connections/accounts/${element.form().values.financialConnectionsAccount}`)
    expect(account.body).toMatchObject({ permissions: ['payment_method', 'ownership'], ownership: expect.stringMatching(/^fcaowns_/), balance: null })
  })

  it('finds banks as the shopper types, hovers, selects, and records the account linked on the provider\'s page in the values', async () => {
    const element = elementWith(linkAt('success'))
    expect(element.form().bankSearch).toMatchObject({ status: 'idle' })
    await element.send(action('bankSearch', { query: 'test' }))
    expect(element.form().bankSearch).toMatchObject({ status: 'banks', query: 'test', banks: [{ id: 'fcinst_test_institution', name: 'Test Institution' }, { id: 'fcinst_test_oauth_institution', name: 'Test OAuth Institution' }] })
    await element.send(action('bankSearchHover', { index: 1 }))
    expect(element.form().bankSearch).toMatchObject({ hovered: 1 })
    await element.send(action('bankSearchSelect', { id: 'fcinst_test_institution' }))
    expect(element.form().bankSearch).toMatchObject({ status: 'idle' })
    expect(element.form().values).toMatchObject({ financialConnectionsAccount: expect.stringMatching(/^fca_/), linkedBank: 'Test Institution', linkedLast4: '6789' })
    await element.send({ kind: 'patch', elementId: 'e', patch: { name: 'Jenny Rosen' } })
    expect(element.model.change(element.state(), element.context)).toMatchObject({ complete: true })
    expect(element.model.paymentMethodData!(element.state(), element.context)).toEqual({
      type: 'us_bank_account',
      us_bank_account: { financial_connections_account: element.form().values.financialConnectionsAccount },
      billing_details: { name: 'Jenny Rosen' },
    })
  })

  it('resets when the shopper cancels on the provider\'s page, and nothing is linked', async () => {
    const element = elementWith(async ({ url }) => {
      await fetch(url, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }) })
    })
    await element.send(action('bankSearch', { query: 'oauth' }))
    await element.send(action('bankSearchSelect', { id: 'fcinst_test_oauth_institution' }))
    expect(element.form().bankSearch).toMatchObject({ status: 'idle', banks: [] })
    expect(element.form().values.financialConnectionsAccount).toBe('')
    expect(element.model.change(element.state(), element.context)).toMatchObject({ complete: false, error: { code: 'incomplete_name' } })
  })

  it('a page left without linking resets the search, as a cancel does', async () => {
    // The shopper closes the provider's page without linking: the session stays pending, nothing is linked.
    const element = elementWith(async ({ url }) => {
      await fetch(url)
    })
    await element.send(action('bankSearch', { query: 'down' }))
    await element.send(action('bankSearchSelect', { id: 'fcinst_test_down_error' }))
    expect(element.form().bankSearch).toMatchObject({ status: 'idle' })
    expect(element.form().values.financialConnectionsAccount).toBe('')
  })

  it('a link that fails keeps the banks and says so; another method\'s form starts afresh', async () => {
    const element = elementWith(linkAt('success'))
    const failing: ElementContext<PaymentElementWithSavedOptions> = { ...element.context, runFlow: () => Promise.reject(new IntegrationError({ message: 'The page could not be shown.' })) }
    const { model } = element
    const settle = async (state: State): Promise<State> => {
      let next = state
      for (let pending = model.load!(next, failing); pending !== undefined; pending = model.load!(next, failing)) {
        for (const answer of await pending) next = model.reduce(next, answer, failing) as State
      }
      return next
    }
    const found = await settle(model.reduce(element.state(), action('bankSearch', { query: 'down' }), failing) as State)
    const failed = await settle(model.reduce(found, action('bankSearchSelect', { id: 'fcinst_test_down_error' }), failing) as State)
    expect((model.view(failed, failing) as { form: { bankSearch: object } }).form.bankSearch).toMatchObject({
      status: 'error', error: 'link_failed', banks: [{ name: 'Down Bank (Scheduled)' }, { name: 'Down Bank (Unscheduled)' }, { name: 'Down Bank (Error)' }],
    })
    const onCard = model.reduce(failed, action('select', 'card' as never), failing)
    const back = model.reduce(onCard, action('select', 'us_bank_account' as never), failing)
    expect((model.view(back, failing) as { form: { bankSearch: object } }).form.bankSearch).toMatchObject({ status: 'idle' })
  })

  it('asks the provider once per state: load after an unrelated message starts nothing new', async () => {
    const element = elementWith(linkAt('success'))
    const { model, context } = element
    const fetching = model.reduce(element.state(), action('bankSearch', { query: 'test' }), context)
    const first = model.load!(fetching, context)
    expect(first).toBeDefined()
    const focused = model.reduce(fetching, { kind: 'focus', elementId: 'e', field: 'name' }, context)
    expect(model.load!(focused, context)).toBeUndefined()
    await first
  })

  it('offers no search to a method that takes no linked account, and the manual entry still validates its fields', async () => {
    const element = elementWith(linkAt('success'))
    await element.send({ kind: 'patch', elementId: 'e', patch: { entry: 'manual', name: 'Jenny Rosen', routingNumber: '110000001' } })
    const { model, context } = element
    expect(model.change(element.state(), context)).toMatchObject({ complete: false, error: { code: 'invalid_routing_number' } })
    await element.send({ kind: 'patch', elementId: 'e', patch: { routingNumber: '110000000', accountNumber: '000123456789', accountNumberConfirm: '000123456789', accountType: 'checking' } })
    expect(model.paymentMethodData!(element.state(), context)).toMatchObject({ us_bank_account: { routing_number: '110000000', account_number: '000123456789', account_type: 'checking' } })
    const onCard = model.reduce(element.state(), action('select', 'card' as never), context)
    expect((model.view(onCard, context) as { form: object }).form).not.toHaveProperty('bankSearch')
  })
})
