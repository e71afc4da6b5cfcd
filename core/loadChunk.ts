import { apiLimits } from './generated/limits.generated.ts'

/** A lazily loaded part of the SDK that did not arrive in time (controller.md §9 "Chunk load timeout"). */
export class ChunkLoadTimeout extends Error {
  override readonly name = 'ChunkLoadTimeout'
}

/**
 * Loads a part of the SDK that is fetched on demand (an element, the payment calls, a locale...),
 * failing with `ChunkLoadTimeout` if it has not arrived after `timeout` ms, so a stalled request
 * ends in an element's `loaderror` or a call's connection error rather than a page that waits
 * for ever. `load` must be the literal `() => import('./module.ts')`, for bundlers to split there.
 */
export const loadChunk = <Module>(what: string, load: () => Promise<Module>, timeout: number = apiLimits.chunkLoadTimeout): Promise<Module> =>
  new Promise<Module>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeout(`payloom: ${what} did not load within ${timeout / 1000} s. Check the connection and try again.`)), timeout)
    load().then(resolve, reject).finally(() => clearTimeout(timer))
  })
