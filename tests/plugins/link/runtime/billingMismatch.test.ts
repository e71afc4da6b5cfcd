import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClientLayer, type ApiClient } from '../../../../core/api/ApiClient.ts'
import type { ApiError } from '../../../../core/api/ApiError.ts'
import { Captcha, captchaNone } from '../../../../core/services/Captcha.ts'
import { apiLimits } from '../../../../core/generated/limits.generated.ts'
import * as api from '../../../../plugins/link/api/index.ts'
import type { FunnelValue } from '../../../../plugins/link/logger/loggerProtocol.ts'
import { linkData } from '../../../../plugins/link/runtime/linkData.ts'
import { linkPaymentMethodOf, type ConfirmSide } from '../../../../plugins/link/runtime/paymentMethodOf.ts'
import { initialWalletState, reduceWallet, type WalletState } from '../../../../plugins/link/wallet/walletState.ts'
import { saveCard, signUp } from '../../../sandbox/linkConsumers.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../../../sandbox/sandboxClient.ts'

/**
 * controller.md §5 "A billing postal code mismatch with saved Link details (US compares the first 5
 * characters, spaces ignored) or a country mismatch is logged and triggers a card update": a saved
 * card paid with, the page's billing address given, against the sandbox.
 */

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const run = <A>(effect: Effect.Effect<A, ApiError, ApiClient | Captcha>) =>
  Effect.runPromise(Effect.provide(Effect.provideService(effect, Captcha, captchaNone), apiClientLayer({ apiBase: sandbox.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion })))

/** A signed-in consumer's wallet side, its saved cards listed as the wallet had them, its funnel log kept. */
const signedInSide = async () => {
  const signedUp = await signUp(sandbox)
  const secret = signedUp.consumer_session.client_secret as string
  const card = await saveCard(sandbox, secret, '4242424242424242')
  const credentials = { consumer_session_client_secret: secret }
  const listed = await run(api.listPaymentDetails(credentials))
  // The signed-in wallet's cards as its list call left them (the sign-in itself is not this test's).
  let state: WalletState = { ...initialWalletState, consumerSession: signedUp.consumer_session, paymentDetails: listed }
  const logged: Array<[string, Readonly<Record<string, FunnelValue>> | undefined]> = []
  const side: ConfirmSide = {
    state: () => state,
    dispatch: (event) => {
      state = reduceWallet(state, event)
    },
    mode: () => 'PASSTHROUGH',
    sessionId: () => 'elements_session_test',
    sessionEnded: async () => undefined,
    notSaved: () => undefined,
    log: (event, fields) => logged.push([event, fields]),
  }
  /** Pays a new intent with the card, the page giving `address` as the billing address. */
  const pay = async (address?: Record<string, string>) => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['card', 'link'] })
    const data = { ...linkData({ kind: 'saved', paymentDetailsId: card.id, credentials, expiredMessage: 'expired' }), ...(address === undefined ? {} : { billing_details: { name: 'Jenny Rosen', address } }) }
    const made = await run(linkPaymentMethodOf(side)(data, { kind: 'confirm', clientSecret: intent.client_secret }))
    const paid = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method: String((made as { paymentMethod: { id: string } }).paymentMethod.id) }, { key: pk })
    expect(paid.body.status).toBe('succeeded')
  }
  /** The card's billing address as Link has it now. */
  const onFile = async () => (await run(api.listPaymentDetails(credentials))).find((details) => details.id === card.id)?.billing_address
  return { pay, onFile, logged, state: () => state, card }
}

describe('a billing address that differs from the saved Link card, at confirm', () => {
  it('a matching one (ZIP+4 of the same ZIP, spaces) updates nothing and logs nothing', async () => {
    const { pay, onFile, logged } = await signedInSide()
    await pay({ country: 'US', postal_code: '94103-1234' })
    await pay({ country: 'US', postal_code: ' 9410 3' })
    await pay()
    expect(logged.filter(([event]) => event === 'link.billing.mismatch')).toEqual([])
    expect(await onFile()).toMatchObject({ postal_code: '94103', country_code: 'US' })
  })

  it('another postal code: logged, the card updated with it before it is shared, the wallet told', async () => {
    const { pay, onFile, logged, state, card } = await signedInSide()
    await pay({ country: 'US', postal_code: '10001' })
    expect(logged).toContainEqual(['link.billing.mismatch', { fields: 'postal_code' }])
    expect(await onFile()).toMatchObject({ name: 'Jenny Rosen', postal_code: '10001', country_code: 'US' })
    expect(state().paymentDetails.find((details) => details.id === card.id)?.billing_address).toMatchObject({ postal_code: '10001' })
    // Updated once: the same address again is no mismatch.
    logged.length = 0
    await pay({ country: 'US', postal_code: '10001' })
    expect(logged).toEqual([])
  })

  it('another country: logged with the postal code, both updated', async () => {
    const { pay, onFile, logged } = await signedInSide()
    await pay({ country: 'GB', postal_code: 'SW1A 1AA' })
    expect(logged).toContainEqual(['link.billing.mismatch', { fields: 'country,postal_code' }])
    expect(await onFile()).toMatchObject({ postal_code: 'SW1A 1AA', country_code: 'GB' })
  })
})
