import { lazyElement } from '../elements/lazyElement.tsx'
import type { MessagingSpec } from '../elements/messaging/messagingElement.tsx'
import type { ElementDefinition } from '../plugin/ElementDefinition.ts'

/**
 * A messaging element for a plugin's own methods (the Afterpay / Clearpay plugin's
 * `afterpayClearpayMessageModal`): the paymentMethodMessaging element's message and plans dialog,
 * for `spec.plugins` only. Its code loads when one is first mounted, so the plugin stays small on
 * the pages that never show it.
 */
export const defineMessagingElement = (spec: MessagingSpec): ElementDefinition =>
  lazyElement(spec.type, () => import('../elements/messaging/messagingElement.tsx').then((module) => module.messagingElement(spec) as ElementDefinition), spec.validateOptions)
