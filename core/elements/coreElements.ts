import type { Registry } from '../plugin/Registry.ts'
import { validateAddressElementOptions } from '../validation/options/addressElement.ts'
import { validateExpressCheckoutOptions } from '../validation/options/expressCheckout.ts'
import { validateLinkAuthenticationOptions } from '../validation/options/linkAuthentication.ts'
import type { SaveOptions } from '../validation/options/saveOptions.ts'
import type { OptionsReport } from '../validation/ValidationError.ts'
import type { ElementDefinition, ElementType } from './ElementDefinition.ts'
import { validatePaymentElementCreation } from './payment/paymentElementOptions.ts'
import { loadChunk } from '../loadChunk.ts'

/** A core element type: its code, loaded on first use, and the check of its options, which is not. */
interface CoreElement {
  readonly load: (registry: Registry) => Promise<ElementDefinition>
  /** Runs at create() and update(), before the element's code has loaded; `group` is what the elements group knows. */
  readonly validateOptions: (options: unknown, group: Omit<SaveOptions, 'savePaymentMethod'>) => OptionsReport
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
  expressCheckout: {
    load: (registry) => loadChunk('the express checkout element', () => import('./expressCheckout/expressCheckoutElement.tsx')).then((module) => module.expressCheckoutElement(registry) as ElementDefinition),
    validateOptions: validateExpressCheckoutOptions,
  },
}
