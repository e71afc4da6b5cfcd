import type { Route } from '../router.ts'
import { cardPaymentStatusRoutes } from './cardPaymentStatus.ts'
import { incentiveRoutes } from './incentives.ts'
import { funnelLogRoutes } from './funnelLogs.ts'
import { merchantLinkSettingsRoutes } from './merchantLinkSettings.ts'
import { passkeyRoutes } from './passkeyRoutes.ts'
import { paymentDetailsRoutes } from './paymentDetailsRoutes.ts'
import { paymentPlanRoutes } from './paymentPlans.ts'
import { purchaseProtectionRoutes } from './purchaseProtection.ts'
import { sessionContextRoutes } from './sessionContext.ts'
import { sessionRoutes } from './sessionRoutes.ts'
import { shareRoutes } from './share.ts'
import { shippingAddressRoutes } from './shippingAddresses.ts'
import { signUpRoutes } from './signUp.ts'

/**
 * The Link consumer API (docs/link-consumer-api.md). Share comes before the payment details
 * routes, whose `/v1/consumers/payment_details/:id` would match `share` too.
 */
export const linkRoutes: readonly Route[] = [
  ...sessionRoutes, ...signUpRoutes, ...shareRoutes, ...paymentDetailsRoutes, ...shippingAddressRoutes, ...paymentPlanRoutes, ...passkeyRoutes,
  ...merchantLinkSettingsRoutes, ...funnelLogRoutes,
  ...incentiveRoutes, ...sessionContextRoutes, ...purchaseProtectionRoutes, ...cardPaymentStatusRoutes,
]
