import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { elementsContextParams } from '../../../core/confirm/elementsContext.ts'
import type { ElementsGroup } from '../../../core/elements/Elements.ts'
import type { ElementsOptions } from '../../../core/elements/elementsApi.ts'

/** Only the group's options matter here; the confirm that sends them is driven in Chromium (tests/browser/intentMutationParams.test.ts). */
const groupWith = (options: ElementsOptions) => ({ options }) as unknown as ElementsGroup

const deferredOptions = fc.record({
  mode: fc.constantFrom('payment', 'setup', 'subscription'),
  amount: fc.integer({ min: 1, max: 100_000 }),
  currency: fc.constantFrom('usd', 'eur', 'gbp'),
  setupFutureUsage: fc.constantFrom('on_session', 'off_session'),
  captureMethod: fc.constantFrom('automatic', 'automatic_async', 'manual'),
  paymentMethodTypes: fc.uniqueArray(fc.constantFrom('card', 'link', 'klarna', 'sepa_debit'), { minLength: 1 }),
  paymentMethodConfiguration: fc.stringMatching(/^pmc_[A-Za-z0-9]{4,10}$/),
}, { requiredKeys: [] })

describe('what a confirm from elements says about them (elementsContextParams)', () => {
  it("names the type picked, and for a deferred group exactly the options it was made with, in the provider's names", () => {
    fc.assert(fc.property(deferredOptions, fc.constantFrom('card', 'link', 'ideal'), (options, type) => {
      const sent = elementsContextParams(groupWith(options as ElementsOptions), { type })
      expect(sent).toEqual({
        expected_payment_method_type: type,
        client_context: {
          mode: options.mode ?? 'payment',
          ...(options.currency === undefined ? {} : { currency: options.currency }),
          ...(options.setupFutureUsage === undefined ? {} : { setup_future_usage: options.setupFutureUsage }),
          ...(options.captureMethod === undefined ? {} : { capture_method: options.captureMethod }),
          ...(options.paymentMethodTypes === undefined ? {} : { payment_method_types: options.paymentMethodTypes }),
          ...(options.paymentMethodConfiguration === undefined ? {} : { payment_method_configuration: options.paymentMethodConfiguration }),
        },
      })
      expect(sent.client_context).not.toHaveProperty('amount')
    }))
  })

  it('sends no client_context for a group made with a client secret, and no type for details without one (a saved wallet card in an express confirm)', () => {
    expect(elementsContextParams(groupWith({ clientSecret: 'pi_1_secret_2' }), { type: 'card' })).toEqual({ expected_payment_method_type: 'card' })
    expect(elementsContextParams(groupWith({ clientSecret: 'pi_1_secret_2' }), { saved_payment_method: { id: 'pm_1' } })).toEqual({})
    expect(elementsContextParams(undefined, { type: 'card' })).toEqual({ expected_payment_method_type: 'card' })
  })
})
