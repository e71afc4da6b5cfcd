import type { Route } from '../router.ts'

/** /v1/events (being built). */
export const eventRoutes: readonly Route[] = []
