import { ApiError } from '../ApiError.ts'
import { intentOfAuthorization, loadAuthorization } from '../authorize.ts'
import type { Authorization } from '../confirm.ts'
import { newId } from '../ids.ts'
import { commonParams } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'

const threeDSecure = (authorization: Authorization, state: string) => ({
  id: newId('threeds2'),
  object: 'three_d_secure_2',
  livemode: false,
  source: authorization.id,
  state,
})

// The browser fingerprint went through; every sandbox 3DS card then needs the challenge page.
const authenticate = (context: Context) => {
  const params = context.params.only([...commonParams, 'source', 'browser', 'one_click_authn_device_support', 'app'])
  const authorization = loadAuthorization(context.store, params.requiredString('source'), 'source')
  if (authorization.method !== 'three_d_secure') throw ApiError.invalidRequest(`${authorization.id} is not a 3D Secure authentication (it is a ${authorization.method.replace('_', ' ')}).`, { param: 'source' })
  const acsTransId = crypto.randomUUID()
  return ok({
    ...threeDSecure(authorization, authorization.status === 'pending' ? 'challenge_required' : authorization.status),
    ares: {
      acsChallengeMandated: 'Y',
      acsTransID: acsTransId,
      acsURL: `${context.baseUrl}/3ds/challenge/${authorization.id}`,
      authenticationType: '02',
      messageType: 'ARes',
      messageVersion: '2.2.0',
      threeDSServerTransID: crypto.randomUUID(),
      transStatus: 'C',
    },
    creq: Buffer.from(JSON.stringify({ threeDSServerTransID: acsTransId, messageType: 'CReq', messageVersion: '2.2.0', challengeWindowSize: '05' })).toString('base64url'),
  })
}

// Asked after the challenge frame closes. Still pending is a 400, which the client retries (controller.md §9).
const challengeComplete = (context: Context) => {
  const params = context.params.only([...commonParams, 'source', 'final_cres'])
  const authorization = loadAuthorization(context.store, params.requiredString('source'), 'source')
  if (authorization.status === 'pending') {
    throw ApiError.invalidRequest(`The 3D Secure challenge ${authorization.id} has not been completed yet.`, { code: 'authentication_pending', param: 'source' })
  }
  const intent = intentOfAuthorization(context.store, authorization)
  return ok({ ...threeDSecure(authorization, authorization.status), [intent.object]: intent.id })
}

/** POST /v1/3ds2/authenticate and /v1/3ds2/challenge_complete. */
export const threeDSecureRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/3ds2/authenticate', access: 'publishable', handle: authenticate },
  { method: 'POST', pattern: '/v1/3ds2/challenge_complete', access: 'publishable', handle: challengeComplete },
]
