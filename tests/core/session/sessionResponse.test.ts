import fc from 'fast-check'
import * as Effect from 'effect/Effect'
import { describe, expect, it, vi } from 'vitest'
import { makeRegistry } from 'payloom'
import { card as cardPlugin } from 'payloom/plugins/card'
import { apiClientLayerTest } from '../../../core/api/ApiClient.ts'
import { loadElementsSession } from '../../../core/session/elementsSession.ts'

const registry = makeRegistry([cardPlugin()])
const source = { clientSecret: 'pi_123_secret_abc' }

/** Loads a session whose provider answers `body`, as JSON, on the edge path. */
const loadAnswering = (body: unknown) =>
  Effect.runPromise(Effect.result(loadElementsSession(source, registry).pipe(
    Effect.provide(apiClientLayerTest({ 'GET elements/sessions-edge': { status: 200, body: JSON.stringify(body) } })),
  )))

const optional = <A>(arbitrary: fc.Arbitrary<A>) => fc.option(arbitrary, { nil: undefined })
const nullable = <A>(arbitrary: fc.Arbitrary<A>) => fc.oneof(arbitrary, fc.constant(null), fc.constant(undefined))

const sessionResponse = fc.record({
  session_id: fc.string(),
  ordered_payment_method_types: fc.array(fc.constantFrom('card', 'ideal', 'sepa_debit'), { minLength: 1 }).map((types) => ['card', ...types]),
  amount: nullable(fc.integer({ min: 0 })),
  currency: nullable(fc.constantFrom('usd', 'eur')),
  merchant_country: nullable(fc.constantFrom('US', 'FR')),
  business_name: nullable(fc.oneof(fc.string(), fc.constantFrom('Rocket Rides', '  Rocket Rides  ', '   '))),
  // Link alone is checked apart (tests/plugins/link/linkWithoutCard.test.ts): card is always listed here.
  link_settings: nullable(fc.record({
    link_mode: optional(fc.constantFrom('PASSTHROUGH', 'LINK_CARD_BRAND', 'LINK_PAYMENT_METHOD')),
    link_funding_sources: optional(fc.array(fc.constantFrom('CARD', 'BANK_ACCOUNT'))),
    link_only_for_payment_method_types_enabled: optional(fc.boolean()),
    link_pm_killswitch_on_in_elements: optional(fc.boolean()),
    link_default_opt_in: optional(fc.constantFrom('NONE', 'OPTIONAL', 'FULL')),
    link_global_holdback_on: optional(fc.boolean()),
    link_elements_pageload_sign_up_disabled: optional(fc.boolean()),
  })),
  customer: nullable(fc.record({
    payment_methods: fc.array(fc.record({ id: fc.string(), type: fc.constant('card') })),
    default_payment_method: nullable(fc.string()),
    customer_session: fc.record({ id: fc.string(), api_key: fc.string(), api_key_expiry: fc.integer(), components: fc.jsonValue() }),
  })),
  unverified_payment_methods_on_domain: optional(fc.array(fc.oneof(fc.string(), fc.constantFrom('card', 'apple_pay')))),
  payment_method_preference: optional(fc.record({ payment_intent: nullable(fc.record({ setup_future_usage: nullable(fc.constantFrom('on_session', 'off_session')) })) })),
}, { requiredKeys: ['session_id', 'ordered_payment_method_types'] })

describe('the elements session response', () => {
  it('is read field by field, with the defaults of controller.md §3', async () => {
    await fc.assert(fc.asyncProperty(sessionResponse, async (body) => {
      const result = await loadAnswering(body)
      // Card is the one method with a plugin here; unverified on the domain, nothing is left to offer.
      if (body.unverified_payment_methods_on_domain?.includes('card')) {
        expect(result).toMatchObject({ _tag: 'Failure', failure: { code: 'unsupported_parameter' } })
        return
      }
      expect(result._tag).toBe('Success')
      if (result._tag !== 'Success') return
      expect(result.success).toMatchObject({
        sessionId: body.session_id,
        paymentMethodTypes: body.ordered_payment_method_types.filter((type) => type === 'card'),
        amount: body.amount ?? 0,
        currency: body.currency ?? 'usd',
        // As it came over the wire: JSON has no undefined fields.
        customer: body.customer ? JSON.parse(JSON.stringify(body.customer)) : null,
        unverifiedPaymentMethodsOnDomain: body.unverified_payment_methods_on_domain ?? [],
        // Without link settings (or a field of them), every Link flag is off (controller.md §3).
        link: {
          mode: body.link_settings?.link_mode ?? null,
          fundingSources: body.link_settings?.link_funding_sources ?? [],
          onlyForPaymentMethodTypes: body.link_settings?.link_only_for_payment_method_types_enabled ?? false,
          killSwitch: body.link_settings?.link_pm_killswitch_on_in_elements ?? false,
          defaultOptIn: body.link_settings?.link_default_opt_in ?? null,
          globalHoldback: body.link_settings?.link_global_holdback_on ?? false,
          signUpDisabled: body.link_settings?.link_elements_pageload_sign_up_disabled ?? false,
        },
      })
      expect(result.success.setupFutureUsage).toBe(body.payment_method_preference?.payment_intent?.setup_future_usage ?? undefined)
      // The merchant's business name, which mandates and terms give: trimmed, and absent when blank.
      expect(result.success.businessName).toBe(body.business_name?.trim() || undefined)
    }), { numRuns: 60 })
  })

  it("that is not an object is logged with controller.md §8's text, and no session comes of it", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (const body of ['elements', 42, null, ['card']]) {
      expect(await loadAnswering(body)).toMatchObject({ _tag: 'Failure', failure: { type: 'unexpected_error' } })
      expect(logged).toHaveBeenLastCalledWith('elementsSessionApi response is not an object...', body)
    }
    logged.mockClear()
    await loadAnswering({ session_id: 42, ordered_payment_method_types: ['card'] })
    expect(logged).not.toHaveBeenCalled()
    logged.mockRestore()
  })

  it('of a shape the SDK does not understand fails with unexpected_error, never a crash', async () => {
    const broken = fc.oneof(
      fc.jsonValue().filter((body) => typeof body !== 'object' || body === null || Array.isArray(body)),
      sessionResponse.chain((body) => fc.constantFrom<Record<string, unknown>>(
        { ...body, session_id: 42 },
        { ...body, ordered_payment_method_types: 'card' },
        { ...body, amount: '2000' },
        { ...body, customer: { ...body.customer, payment_methods: null } },
        { ...body, link_settings: [] },
        { ...body, payment_method_preference: { payment_intent: { setup_future_usage: 'sometimes' } } },
      )),
    )
    await fc.assert(fc.asyncProperty(broken, async (body) => {
      expect(await loadAnswering(body)).toMatchObject({
        _tag: 'Failure',
        failure: { type: 'unexpected_error', message: 'The elements session response is not an object the SDK understands.' },
      })
    }), { numRuns: 60 })
  })
})
