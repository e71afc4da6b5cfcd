import type { Registry } from '../plugin/Registry.ts'
import type { ElementDefinition, ElementType } from './ElementDefinition.ts'

/**
 * The element types the core provides, each loaded on first use so a page pays only for the
 * elements it creates. Card elements come from the card plugin.
 */
export const coreElements: Partial<Record<ElementType, (registry: Registry) => Promise<ElementDefinition>>> = {
  payment: (registry) => import('./payment/paymentElement.tsx').then((module) => module.paymentElement(registry) as ElementDefinition),
  address: () => import('./address/addressElement.tsx').then((module) => module.addressElement as ElementDefinition),
  linkAuthentication: () => import('./linkAuthentication/linkAuthenticationElement.tsx').then((module) => module.linkAuthenticationElement as ElementDefinition),
  expressCheckout: (registry) => import('./expressCheckout/expressCheckoutElement.tsx').then((module) => module.expressCheckoutElement(registry) as ElementDefinition),
}
