import { ApiError } from '../ApiError.ts'
import { completeAuthorization, loadAuthorization } from '../authorize.ts'
import { loadIntent, paymentIntentKind, render, setupIntentKind, type IntentKind } from '../intents.ts'
import { commonParams } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'

/**
 * POST /v1/{payment,setup}_intents/:id/source_cancel { source, client_secret } (controller.md §7):
 * the shopper closed the SDK's 3D Secure challenge without finishing it. The authentication fails
 * as a failed challenge does, and the intent goes back to requires_payment_method with its
 * authentication failure. A challenge that is no longer pending (the shopper finished it just as
 * the frame closed) is a 409 with the intent unchanged: the SDK then retrieves the intent instead.
 */
const sourceCancel = (kind: IntentKind) => (context: Context) => {
  const params = context.params.only([...commonParams, 'client_secret', 'source'])
  const intent = loadIntent(context, kind)
  const authorization = loadAuthorization(context.store, params.requiredString('source'), 'source')
  if (authorization.intent !== intent.id || authorization.method !== 'three_d_secure') {
    throw ApiError.invalidRequest(`The source ${authorization.id} is not a 3D Secure authentication of ${intent.id}.`, { code: 'resource_missing', param: 'source' })
  }
  return ok(render(context.store, completeAuthorization(context.store, authorization.id, false).intent, params.strings('expand')))
}

/** The source cancel of payment and setup intents, with the publishable key and the intent's client secret. */
export const sourceCancelRoutes: readonly Route[] = [paymentIntentKind, setupIntentKind].map((kind) => ({
  method: 'POST', pattern: `/v1/${kind.object}s/:id/source_cancel`, access: 'publishable', handle: sourceCancel(kind),
}))
