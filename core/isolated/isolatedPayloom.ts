import type { Payloom } from '../createPayloom.ts'
import { elementMessages } from '../elements/elementMessages.ts'
import type { ElementsOptions } from '../elements/elementsApi.ts'
import type { OptionChecks } from '../elements/optionChecks.ts'
import { IntegrationError } from '../errors/IntegrationError.ts'
import { paymentCallNames } from '../paymentCallNames.ts'
import { checkoutCalls } from '../checkout/checkoutCalls.ts'
import { instanceSettings, withCredentials, type PayloomSettings } from '../payloomOptions.ts'
import type { CredentialsInForce, CredentialsUpdate } from '../controllerCalls.ts'
import type { Registry } from '../plugin/Registry.ts'
import { openControllerChannel, randomId } from './controllerChannel.ts'
import { instanceEventsId } from './protocol.ts'
import { reporter, type PayloomEvent } from '../confirm/confirmationEvents.ts'
import { makeGroupHandle, type HandleContext } from './elementHandles.ts'
import { fromWire, toWire, type Reference } from './wire.ts'
import { paymentRequestOf } from '../elements/paymentRequestButton/paymentRequestShell.ts'
import type { PaymentRequestOptions } from '../elements/paymentRequestButton/paymentRequestTypes.ts'

/** Something that looks like a group or an element, but of another instance. */
const looksLikeHandle = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (typeof (value as { create?: unknown }).create === 'function' || typeof (value as { mount?: unknown }).mount === 'function')

/**
 * An instance whose elements are frames on the provider's origin (DESIGN.md "Hosting"): this page
 * keeps handles; a hidden controller frame holds the sessions and values and makes every provider
 * call; each element's form renders in its own frame, which talks to the controller directly. Card
 * details never pass through this page. `checks` makes the option checks here, so mistakes throw
 * where they are made; without them the controller reports them through `loaderror`.
 */
export function createIsolatedPayloom(settings: PayloomSettings, registry: Registry, checks: OptionChecks): Payloom
export function createIsolatedPayloom(settings: PayloomSettings, registry: undefined, checks: undefined): Omit<Payloom, 'registry'>
export function createIsolatedPayloom(settings: PayloomSettings, registry: Registry | undefined, checks: OptionChecks | undefined): Omit<Payloom, 'registry'> {
  const { publishableKey, plugins, locale, stripeAccount, stripeContext, apiVersion, betas, apiBase, captcha, onEvent } = settings
  const channel = openControllerChannel(apiBase, {
    apiKey: publishableKey,
    jsId: randomId(),
    jsLoadTime: Date.now(),
    // The provider's frames make their own copy of each plugin from its type and options.
    options: toWire({ locale, stripeAccount, stripeContext, apiVersion, betas, captcha, plugins: plugins.map((plugin) => ({ type: plugin.type, options: plugin.options ?? {} })) }, () => undefined),
  })
  // The confirms run in the controller frame: it sends their events here, for the merchant's listener.
  const report = reporter(onEvent)
  channel.onEvent(instanceEventsId, (_event, payload) => report(payload as unknown as PayloomEvent))
  const references = new WeakMap<object, Reference>()
  const context: HandleContext = {
    channel,
    apiBase,
    checks,
    register: (handle, reference) => references.set(handle, reference),
    toWire: (value) => toWire(value, (item) => {
      if (typeof item !== 'object' || item === null) return undefined
      const reference = references.get(item)
      if (reference === undefined && looksLikeHandle(item)) throw new IntegrationError({ message: elementMessages.otherInstance })
      return reference
    }),
  }
  const calls = Object.fromEntries(paymentCallNames.map((name) => [
    name,
    async (...args: ReadonlyArray<unknown>) => fromWire(await channel.call('call', { name, args: context.toWire(args) }), () => undefined),
  ])) as unknown as Pick<Payloom, (typeof paymentCallNames)[number]>
  // The controller frame checks and applies a credentials update; this page's properties follow it.
  const credentials = { publishableKey, stripeAccount, apiVersion }
  const updateCredentials = async (update: CredentialsUpdate): Promise<CredentialsInForce> => {
    const inForce = await calls.updateCredentials(update)
    Object.assign(credentials, { stripeAccount: undefined }, inForce)
    return inForce
  }
  // The payment request runs in this page, with the page's wallet plugins; what they give becomes a payment method through the controller frame.
  const instance: Omit<Payloom, 'registry'> = Object.freeze(withCredentials({
    ...calls,
    updateCredentials,
    paymentRequest: (requestOptions: PaymentRequestOptions) => paymentRequestOf(requestOptions, { instance: () => instance }),
    // The page itself leaves for the checkout: this call is not the controller frame's.
    ...checkoutCalls(settings),
    elements: (options: ElementsOptions = {}) => makeGroupHandle(context, options),
    ...instanceSettings(settings),
    ...(registry === undefined ? {} : { registry }),
    hosting: 'isolated' as const,
  }, credentials))
  return instance
}
