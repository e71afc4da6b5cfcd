import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPayloom, type Payloom } from 'payloom'
import { card } from 'payloom/plugins/card'
import { ideal } from 'payloom/plugins/ideal'
import { link } from 'payloom/plugins/link'
import { createPaymentIntent, pk, sk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

/**
 * controller.md §5 "Elements session": "Link without card is rejected unless link-only is enabled.
 * Link alone with no funding sources is rejected." Over real HTTP, through payloom.elements(): the
 * sandbox's intent and its account's Link settings (POST /v1/test_helpers/link_settings) make the
 * session; the group's load fails with the provider's unsupported_parameter message, which
 * fetchUpdates() returns (and each mounted element's loaderror carries).
 */
let sandbox: TestSandbox
let payloom: Payloom

beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, { apiBase: sandbox.url, plugins: [card(), ideal(), link()], locale: 'en' })
})
afterAll(() => sandbox.dispose())
afterEach(async () => {
  vi.restoreAllMocks()
  // The account's Link settings back to the defaults.
  await fetch(`${sandbox.url}/v1/test_helpers/link_settings`, { method: 'DELETE', headers: { Authorization: `Bearer ${sk}` } })
})

const linkSettings = (settings: Record<string, string | boolean>) => sandbox.call('POST', '/v1/test_helpers/link_settings', settings)

/** What loading the elements group of an intent of `types` (in euros, which iDEAL takes) answers. */
const load = async (types: ReadonlyArray<string>) => {
  const intent = await createPaymentIntent(sandbox, { currency: 'eur', payment_method_types: types })
  return payloom.elements({ clientSecret: intent.client_secret }).fetchUpdates()
}

const withoutCard = 'link cannot be used without card: add card to payment_method_types, or turn on Link-only payments for the account (link_only_for_payment_method_types_enabled).'
const noFunding = 'link is the only payment method type, and it has no funding sources to pay with.'

describe('link without card, and link alone, in an elements session (controller.md §5)', () => {
  it('refuses link without card while link-only is off, whether other methods come with it or not', async () => {
    expect(await load(['link', 'ideal'])).toEqual({ error: { type: 'validation_error', code: 'session_load_failed', message: withoutCard } })
    // Alone, the merchant hears the same reason, not that nothing can be shown.
    expect(await load(['link'])).toEqual({ error: { type: 'validation_error', code: 'session_load_failed', message: withoutCard } })
    // A deferred intent is checked the same way.
    const deferred = payloom.elements({ mode: 'payment', amount: 2000, currency: 'eur', paymentMethodTypes: ['link', 'ideal'] })
    expect(await deferred.fetchUpdates()).toEqual({ error: { type: 'validation_error', code: 'session_load_failed', message: withoutCard } })
    // With card, Link is fine.
    expect(await load(['card', 'link', 'ideal'])).toEqual({})
  })

  it('takes link without card once link-only is on, and refuses link alone with no funding sources', async () => {
    await linkSettings({ link_only_for_payment_method_types_enabled: true })
    expect(await load(['link', 'ideal'])).toEqual({})
    expect(await load(['link'])).toEqual({})
    await linkSettings({ link_funding_sources: '' })
    expect(await load(['link'])).toEqual({ error: { type: 'validation_error', code: 'session_load_failed', message: noFunding } })
    // Beside another method, Link without funding is only not offered: the payment loads, and the merchant hears why.
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await load(['link', 'ideal'])).toEqual({})
    expect(warned).toHaveBeenCalledWith('payloom: Link is not offered here (no_link_funding_sources_available): the account has no Link funding sources.')
  })
})
