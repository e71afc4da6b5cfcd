import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClientLayer, type ApiClient } from '../../../../core/api/ApiClient.ts'
import type { ApiError } from '../../../../core/api/ApiError.ts'
import { apiLimits } from '../../../../core/generated/limits.generated.ts'
import { linkData } from '../../../../plugins/link/runtime/linkData.ts'
import { paymentMethodOf } from '../../../../plugins/link/runtime/paymentMethodOf.ts'
import { consumerCall, freshEmail, returning, saveCard, signUp } from '../../../sandbox/linkConsumers.ts'
import { pk, startTestSandbox, type TestSandbox } from '../../../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const run = <A>(effect: Effect.Effect<A, ApiError, ApiClient>) =>
  Effect.runPromise(Effect.result(Effect.provide(effect, apiClientLayer({ apiBase: sandbox.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion }))))

const expired = 'Votre session Link a pris fin. Reconnectez-vous pour payer avec Link.'
const typedCard = {
  type: 'card',
  card: { number: '4242424242424242', exp_month: 12, exp_year: 34, cvc: '123' },
  billing_details: { address: { country: 'US', postal_code: '94103' } },
}

/** What confirm pays with, for what Link's part gave it: a payment method of the consumer's card. */
describe('Link at confirm (paymentMethodOf), against the sandbox', () => {
  it('shares the saved card picked as a link payment method; once the session has ended, the shopper reads why in their language', async () => {
    const secret: string = (await signUp(sandbox)).consumer_session.client_secret
    const card = await saveCard(sandbox, secret, '4242424242424242')
    const data = linkData({ kind: 'saved', paymentDetailsId: card.id, credentials: { consumer_session_client_secret: secret }, expiredMessage: expired })
    const shared = await run(paymentMethodOf(data))
    expect(shared).toMatchObject({ _tag: 'Success', success: expect.stringMatching(/^pm_/) })
    expect((await consumerCall(sandbox, 'sessions/log_out', {}, secret)).status).toBe(200)
    const ended = await run(paymentMethodOf(data))
    expect(ended).toMatchObject({ _tag: 'Failure', failure: { code: 'consumer_session_expired', message: expired } })
  })

  it('signs a new shopper up and pays with the card saved to their wallet; an e-mail already in Link pays with the card typed, unsaved', async () => {
    const signUpData = (email: string) => linkData({
      kind: 'signUp', email, phone: '+16505550123', country: 'US', locale: 'en', amount: 2000, currency: 'usd',
      consentAction: 'checkbox_checked', formShowsConsent: false, card: typedCard,
    })
    const email = freshEmail()
    const made = await run(paymentMethodOf(signUpData(email)))
    expect(made).toMatchObject({ _tag: 'Success', success: expect.stringMatching(/^pm_/) })
    expect((await consumerCall(sandbox, 'sessions/lookup', { email_address: email })).body.exists).toBe(true)
    const known = await run(paymentMethodOf(signUpData(returning.email)))
    expect(known).toMatchObject({ _tag: 'Success', success: typedCard })
  })

  it('refuses a sign-up without consent, before any call, with the spec\'s message', async () => {
    const data = linkData({ kind: 'signUp', email: freshEmail(), phone: '+16505550123', country: 'US', locale: 'en', consentAction: '', formShowsConsent: false, card: typedCard })
    expect(await run(paymentMethodOf(data))).toMatchObject({ _tag: 'Failure', failure: { code: 'LJS007', message: 'No consent action provided on sign up' } })
  })
})
