/**
 * POST /v1/consumers/passkeys/registration_options and /register: a signed-in consumer makes a
 * passkey (our calls: wallet.md does not show how a passkey is made). The options' challenge is
 * kept on the session until a registration uses it.
 */
import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import { ApiError } from '../ApiError.ts'
import { ok, preparedBy, type Route } from '../router.ts'
import { consumerCallParams, saveSession, signedIn } from './consumerSessions.ts'
import { passkeysOf, savePasskey } from './passkeyStore.ts'
import { readJsonObject, registrationOptions, verifyRegistration } from './webauthn.ts'

const notStarted = (): ApiError => ApiError.invalidRequest(
  'No passkey registration is under way for this session: get consumers/passkeys/registration_options first.',
  { code: 'passkey_registration_not_started', param: 'registration_response' },
)

const options = preparedBy(
  async (context) => {
    const { consumer } = signedIn(context.store, context.params.only(consumerCallParams), { verifiedOnly: true })
    return registrationOptions(context, consumer, passkeysOf(context.store, consumer.id))
  },
  (context, creation) => {
    const { session } = signedIn(context.store, context.params, { verifiedOnly: true })
    saveSession(context.store, { ...session, hidden: { ...session.hidden, registration_challenge: creation.challenge } })
    return ok({ options: creation })
  },
)

const register = preparedBy(
  async (context) => {
    const params = context.params.only([...consumerCallParams, 'registration_response'])
    const { session } = signedIn(context.store, params, { verifiedOnly: true })
    const challenge = session.hidden.registration_challenge
    if (challenge === null) throw notStarted()
    const response = readJsonObject<RegistrationResponseJSON>(params, 'registration_response')
    return { challenge, passkey: await verifyRegistration(context, response, challenge, 'registration_response') }
  },
  (context, { challenge, passkey }) => {
    const { session, consumer } = signedIn(context.store, context.params, { verifiedOnly: true })
    // Another registration with the same options got here first.
    if (session.hidden.registration_challenge !== challenge) throw notStarted()
    savePasskey(context.store, consumer.id, passkey)
    saveSession(context.store, { ...session, hidden: { ...session.hidden, registration_challenge: null } })
    return ok({ has_passkey: true })
  },
)

export const passkeyRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/consumers/passkeys/registration_options', access: 'publishable', ...options },
  { method: 'POST', pattern: '/v1/consumers/passkeys/register', access: 'publishable', ...register },
]
