import type { Route } from '../router.ts'

/** /v1/webhook_endpoints (being built). */
export const webhookEndpointRoutes: readonly Route[] = []
