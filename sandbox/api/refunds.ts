import type { Route } from '../router.ts'

/** /v1/refunds (being built). */
export const refundRoutes: readonly Route[] = []
