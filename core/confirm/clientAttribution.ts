import type { FormParams } from '../api/ApiClient.ts'
import { elementAgent, userAgentOf } from '../userAgent.ts'
import type { ElementsSession } from '../session/elementsSession.ts'

/**
 * What a payment method made from an element tells the provider of where it came from, as Stripe.js
 * sends it: its `payment_user_agent` (payloom.js, the element, the libraries registered with the
 * instance when the session loaded) and `client_attribution_metadata` (the elements session, and
 * the configuration the session answered with: its `config_id`, controller.md §3). It goes in the
 * payment method's own data: at the top of a create call, under `payment_method_data` at confirm
 * and in a confirmation token.
 */
export const clientAttributionOf = (session: ElementsSession | undefined, elementType: string): FormParams =>
  session === undefined
    ? {}
    : {
      payment_user_agent: userAgentOf([elementAgent(elementType), ...session.appInfo ?? []]),
      client_attribution_metadata: { elements_session_id: session.sessionId, ...(session.configId === undefined ? {} : { elements_session_config_id: session.configId }) },
    }
