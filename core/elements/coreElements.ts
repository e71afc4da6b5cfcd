import { IntegrationError } from '../errors/IntegrationError.ts'
import type { Registry } from '../plugin/Registry.ts'
import { validateAddressElementOptions } from '../validation/options/addressElement.ts'
import { validateIssuingCopyButtonOptions, validateIssuingDisplayOptions } from '../validation/options/issuingCard.ts'
import { validateExpressCheckoutOptions } from '../validation/options/expressCheckout.ts'
import { validateLinkAuthenticationOptions } from '../validation/options/linkAuthentication.ts'
import { validatePaymentMethodMessagingOptions } from '../validation/options/messagingElement.ts'
import type { SaveOptions } from '../validation/options/saveOptions.ts'
import type { OptionsReport } from '../validation/ValidationError.ts'
import type { ElementDefinition, ElementType } from '../plugin/ElementDefinition.ts'
import type { IssuingElementType } from './issuing/issuingTypes.ts'
import { missingElementPlugin } from '../plugin/pluginElements.ts'
import { validatePaymentElementCreation } from './payment/paymentElementOptions.ts'
import { loadChunk } from '../loadChunk.ts'

/** A core element type: its code, loaded on first use, and the check of its options, which is not. */
interface CoreElement {
  readonly load: (registry: Registry) => Promise<ElementDefinition>
  /** Runs at create() and update(), before the element's code has loaded; `group` is what the elements group knows. */
  readonly validateOptions: (options: unknown, group: Omit<SaveOptions, 'savePaymentMethod'>) => OptionsReport
}

/** An issuing card element: its code loads in the element frame and the controller frame only (inline hosting refuses them). */
function issuingElement(type: IssuingElementType): CoreElement {
  return {
    load: () => loadChunk('the issuing card elements', () => import('./issuing/issuingElements.tsx')).then((module) => module.issuingElement(type) as ElementDefinition),
    validateOptions: type === 'issuingCardCopyButton' ? validateIssuingCopyButtonOptions : validateIssuingDisplayOptions,
  }
}

/**
 * The element types the core provides, each loaded on first use so a page pays only for the
 * elements it creates. Card elements come from the card plugin.
 */
export const coreElements: Partial<Record<ElementType, CoreElement>> = {
  payment: {
    load: (registry) => loadChunk('the payment element', () => import('./payment/paymentElement.tsx')).then((module) => module.paymentElement(registry) as ElementDefinition),
    validateOptions: validatePaymentElementCreation,
  },
  address: {
    load: () => loadChunk('the address element', () => import('./address/addressElement.tsx')).then((module) => module.addressElement as ElementDefinition),
    validateOptions: validateAddressElementOptions,
  },
  linkAuthentication: {
    load: () => loadChunk('the link authentication element', () => import('./linkAuthentication/linkAuthenticationElement.tsx')).then((module) => module.linkAuthenticationElement as ElementDefinition),
    validateOptions: validateLinkAuthenticationOptions,
  },
  currencySelector: {
    load: () => loadChunk('the currency selector', () => import('./currencySelector/currencySelectorElement.tsx')).then((module) => module.currencySelectorElement as ElementDefinition),
    // It takes no options.
    validateOptions: () => ({ errors: [], warnings: [] }),
  },
  expressCheckout: {
    load: (registry) => loadChunk('the express checkout element', () => import('./expressCheckout/expressCheckoutElement.tsx')).then((module) => module.expressCheckoutElement(registry) as ElementDefinition),
    validateOptions: validateExpressCheckoutOptions,
  },
  paymentRequestButton: {
    load: (registry) => loadChunk('the payment request button', () => import('./paymentRequestButton/paymentRequestButtonElement.tsx')).then((module) => module.paymentRequestButtonElement(registry) as ElementDefinition),
    // Its options are checked as it mounts, in its chunk (paymentRequestButton/buttonOptions.ts): the core entry stays small.
    validateOptions: () => ({ errors: [], warnings: [] }),
  },
  paymentMethodMessaging: {
    load: (registry) => loadChunk('the payment method messaging element', () => import('./messaging/messagingElement.tsx')).then((module) => module.paymentMethodMessagingElement(registry)),
    validateOptions: validatePaymentMethodMessagingOptions,
  },
  issuingCardNumberDisplay: issuingElement('issuingCardNumberDisplay'),
  issuingCardCvcDisplay: issuingElement('issuingCardCvcDisplay'),
  issuingCardExpiryDisplay: issuingElement('issuingCardExpiryDisplay'),
  issuingCardPinDisplay: issuingElement('issuingCardPinDisplay'),
  issuingCardCopyButton: issuingElement('issuingCardCopyButton'),
}

/** The element a plugin provides for a type, if one does (the card plugin's `card`, `cardNumber`..., Link's `linkAuthentication`). */
export const pluginElementDefinition = (type: ElementType, registry: Registry): ElementDefinition | undefined =>
  [...registry.paymentMethods, ...registry.wallets].flatMap((plugin) => plugin.elements?.() ?? []).find((definition) => definition.type === type)

/** An element type's definition: a plugin's, else the core's, loaded on first use. */
export const loadElementDefinition = async (type: ElementType, registry: Registry): Promise<ElementDefinition> => {
  const fromPlugin = pluginElementDefinition(type, registry)
  if (fromPlugin !== undefined) return fromPlugin
  const core = coreElements[type]
  if (core === undefined) {
    throw new IntegrationError({ message: missingElementPlugin(type) })
  }
  return core.load(registry)
}
