/**
 * benchmark_visitor_id's `sealed_result_base64` as the sandbox reads it: the base64 of the JSON of
 * the device signals the wallet collects (plugins/link/runtime/deviceSignals.ts; docs/link-consumer-api.md).
 * The visitor id is a hash of those signals: the same device, the same id.
 */
import { createHash } from 'node:crypto'
import { ApiError } from '../ApiError.ts'
import type { Reader } from '../params.ts'

const param = 'sealed_result_base64'

const invalid = (why: string): ApiError =>
  ApiError.invalidRequest(`Invalid ${param}: ${why}. Send the base64 of the device signals' JSON ({ screen, timezone, languages, platform, cores, touchPoints }).`, { param })

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 200

/** The visitor id the sealed result of `params` makes, or a 400 naming the parameter. */
export const visitorIdOf = (params: Reader): string => {
  const sealed = params.requiredString(param)
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(sealed)) throw invalid('not base64')
  let signals: unknown
  try {
    signals = JSON.parse(Buffer.from(sealed, 'base64').toString('utf8'))
  } catch {
    throw invalid('not the base64 of JSON')
  }
  const { screen, timezone, languages, platform, cores, touchPoints } = (typeof signals === 'object' && signals !== null ? signals : {}) as Record<string, unknown>
  if (!isText(screen) || !/^\d+x\d+x\d+$/.test(screen) || !isText(timezone) || !isText(platform)) throw invalid('screen, timezone or platform missing or malformed')
  if (!Array.isArray(languages) || !languages.every(isText) || typeof cores !== 'number' || typeof touchPoints !== 'number') throw invalid('languages, cores or touchPoints missing or malformed')
  const canonical = JSON.stringify([screen, timezone, languages, platform, cores, touchPoints])
  return `vis_${createHash('sha256').update(canonical).digest('hex').slice(0, 24)}`
}
