import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeRegistry } from 'payloom'
import { card } from 'payloom/plugins/card'
import { makeElements, type ElementsHost } from '../../../core/elements/Elements.ts'
import { session } from './context.ts'

const host = (unverified: ReadonlyArray<string>): ElementsHost => ({
  owner: Symbol('test'),
  registry: makeRegistry([card()]),
  locale: 'en',
  loadSession: async () => session(['card'], { unverifiedPaymentMethodsOnDomain: unverified }),
  runApi: () => Promise.reject(new Error('no provider here')),
  preparePayment: () => undefined,
  apiBase: 'http://localhost:4242',
  publishableKey: 'pk_test_elements',
  betas: [],
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('payment methods the provider has not enabled on the domain (payment-form.md §8)', () => {
  it('are named to the merchant, with what to do', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await makeElements(host(['apple_pay', 'google_pay']), { mode: 'payment', amount: 100, currency: 'usd' }).ready
    expect(warn.mock.calls).toEqual([['payloom: apple_pay, google_pay are not enabled on this domain. Register the domain with the provider to offer them.']])
    warn.mockClear()
    await makeElements(host(['apple_pay']), { mode: 'payment', amount: 100, currency: 'usd' }).ready
    expect(warn.mock.calls).toEqual([['payloom: apple_pay is not enabled on this domain. Register the domain with the provider to offer it.']])
  })

  it('leave the merchant in peace when there are none', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await makeElements(host([]), { mode: 'payment', amount: 100, currency: 'usd' }).ready
    expect(warn).not.toHaveBeenCalled()
  })
})
