import * as Effect from 'effect/Effect'
import { makeRegistry, type Plugin } from 'payloom'
import { apiClientLayerTest, type TestRoutes } from '../../../core/api/ApiClient.ts'
import type { ElementContext } from '../../../core/plugin/ElementDefinition.ts'
import { messages as en } from '../../../core/generated/locales/en.generated.ts'
import { formatMessage } from '../../../core/i18n/translate.ts'
import type { ElementsSession } from '../../../core/session/elementsSession.ts'

/** A session as the sandbox returns it once parsed, for models that read one. */
export const session = (paymentMethodTypes: ReadonlyArray<string>, overrides: Partial<ElementsSession> = {}): ElementsSession => ({
  sessionId: 'elements_session_test',
  intentType: 'payment_intent',
  paymentMethodTypes,
  amount: 2000,
  currency: 'usd',
  merchantCountry: 'US',
  link: { mode: null, fundingSources: [], onlyForPaymentMethodTypes: false, killSwitch: false, defaultOptIn: null, globalHoldback: false },
  customer: null,
  unverifiedPaymentMethodsOnDomain: [],
  flags: {},
  ...overrides,
})

/** The provider as a model test sees it: the routes given answer, every other call is the provider's 404. */
export const providerAnswering = (routes: TestRoutes): ElementContext['runApi'] => (effect) => Effect.runPromise(Effect.provide(effect, apiClientLayerTest(routes)))

/** A wallet config that lets the page offer Apple Pay and Google Pay, as the sandbox's does. */
export const walletsOffered: TestRoutes = {
  'POST elements/wallet-config': { status: 200, body: { apple_pay_available: { payment_request_button: true }, google_pay_available: { payment_request_button: true } } },
}

/** The context an elements group gives a model: the real registry, the English catalog, a provider that answers the wallet config. */
export const contextFor = <Options>(plugins: ReadonlyArray<Plugin>, options: Options, elementsSession?: ElementsSession): ElementContext<Options> => ({
  options,
  locale: 'en',
  dir: 'ltr',
  t: (key, params) => formatMessage((en as Record<string, string>)[key] ?? key, params),
  catalog: en,
  session: elementsSession,
  registry: makeRegistry(plugins),
  wallets: {},
  capabilities: { paymentRequest: false, applePaySession: false, webAuthn: false },
  runApi: providerAnswering(walletsOffered),
  now: () => new Date('2026-11-21T12:00:00Z'),
})

/** The parts of an event host a model test does not reach: emitting outside a message, and waiting for a group's session. */
export const hostOutsideGroup = {
  emit: (name: string): void => {
    throw new Error(`the model emitted ${name} outside a message`)
  },
  settled: (): Promise<never> => Promise.reject(new Error('no elements group runs this model')),
}
