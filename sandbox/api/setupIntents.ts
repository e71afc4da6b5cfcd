import { setupIntentKind } from '../intents.ts'
import type { Route } from '../router.ts'
import { intentRoutes } from './intentRoutes.ts'

const usages = ['on_session', 'off_session'] as const

/** /v1/setup_intents: create, retrieve, update, confirm, cancel, list. */
export const setupIntentRoutes: readonly Route[] = intentRoutes({
  kind: setupIntentKind,
  createParams: ['usage', 'single_use'],
  fields: (params) => ({
    usage: params.oneOf('usage', usages) ?? 'off_session',
    latest_attempt: null,
    mandate: null,
    single_use_mandate: null,
    application: null,
    on_behalf_of: null,
    flow_directions: null,
    payment_method_options: {},
  }),
  updateFields: () => ({}),
  cancelableStatuses: ['requires_payment_method', 'requires_confirmation', 'requires_action'],
  fit: () => ({ currency: undefined, amount: undefined, setup: true, object: 'setup_intent' }),
  listFilters: ['payment_method'],
})
