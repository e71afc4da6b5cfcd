import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import type { ApiClient } from 'payloom/methods'
import { benchmarkVisitorIdResponse, read } from './answers.ts'
import { consumerRequest } from './call.ts'
import { credentialsParam, withCredentials } from './credentials.ts'
import { apiEmail } from './normalize.ts'
import { hints } from './sessions.ts'
import type { BenchmarkVisitorIdRequest, BenchmarkVisitorIdResponse, Credentials } from './types.ts'

/**
 * POST consumers/sessions/benchmark_visitor_id: the signals of the device a consumer just verified
 * on (`sealed_result_base64`, runtime/deviceSignals.ts), with their e-mail; answers the visitor id
 * the provider makes of those signals.
 */
export const benchmarkVisitorId = (credentials: Credentials, request: BenchmarkVisitorIdRequest): Effect.Effect<BenchmarkVisitorIdResponse, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/sessions/benchmark_visitor_id', {
    ...credentialsParam(secret), sealed_result_base64: request.sealedResult, email_address: apiEmail(request.email), ...hints(request),
  })).pipe(Effect.flatMap(read('benchmark visitor id', benchmarkVisitorIdResponse)))
