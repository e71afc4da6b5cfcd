import { Kind, type Store } from '../Store.ts'
import { isVerified, type ConsumerSessionHidden, type ConsumerSessionRecord } from './consumerSessions.ts'
import { loadConsumer } from './consumers.ts'
import { lookupAnswer } from './lookupAnswer.ts'
import { answeredCards } from './paymentDetails.ts'

/**
 * The wallet config's `consumer_info` for `consumer_session_client_secret`: the lookup answer, the
 * consumer's saved cards (default first) and the auth session's secret, when the secret is of a
 * verified session whose credentials hold; otherwise null (the config itself never fails on it).
 */
export const consumerInfo = (store: Store, secret: string | undefined) => {
  const session = secret === undefined ? undefined : store.get<ConsumerSessionRecord, ConsumerSessionHidden>(Kind.linkConsumerSession, secret)
  if (session === undefined || session.hidden.lapsed || !isVerified(session)) return null
  const consumer = loadConsumer(store, session.parent!)
  return {
    ...lookupAnswer(store, { session, consumer }),
    redacted_payment_details: answeredCards(store, consumer.id),
    auth_session_client_secret: session.hidden.auth_session_client_secret,
  }
}
