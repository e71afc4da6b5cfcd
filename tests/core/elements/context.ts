import { makeRegistry, type Plugin } from 'payloom'
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

/** The context an elements group gives a model: the real registry, the English catalog. */
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
  runApi: () => Promise.reject(new Error('no provider in model tests')),
  now: () => new Date('2026-11-21T12:00:00Z'),
})
