import { walletLimits } from '../../core/generated/limits.generated.ts'
import type { Context, Route } from '../router.ts'

/**
 * `request_surface`, which every consumer call may name: one of the fixed set (data/limits.json,
 * wallet.md §5), else a 400 naming the parameter, as the client refuses it (LJS001) before sending.
 */
const checkRequestSurface = (context: Context): void => {
  context.params.oneOf('request_surface', walletLimits.requestSurfaces)
}

/** The routes with their request surface checked before they run. */
export const withRequestSurface = (routes: readonly Route[]): readonly Route[] =>
  routes.map((route) => ({ ...route, handle: (context: Context) => {
    checkRequestSurface(context)
    return route.handle(context)
  } }))
