import * as Result from 'effect/Result'
import type { WalletGroupHost } from 'payloom'
import * as api from '../api/index.ts'
import type { LookupResponse, RedactedPaymentDetails } from '../api/index.ts'
import { walletMessages } from '../wallet/errors.ts'
import { RequestSurface } from '../wallet/validation.ts'
import type { WalletInside } from './walletInside.ts'
import { pageWalletConfigs } from './pageWalletConfigs.ts'
import type { SharedSession } from './sharedSession.ts'

/** Link here saves cards only: its incentive offers are for this payment method type. */
const incentiveType = 'card'

/** A sign-up incentive the card form's sign-up box shows. */
export interface IncentiveOffer {
  /** In the currency's minor unit. */
  readonly amountOff: number
  readonly currency: string
}

/**
 * What the payment element asks of the wallet beyond signing in and the saved cards: the
 * merchant's sign-up incentive, and purchase protection. (A saved card whose last payment was
 * declined is in the rules' failed details, which the saved cards show.)
 */
export interface ConsumerExtras {
  /** The sign-up incentive to show, while its offer is on (wallet.md §3 incentive offers). */
  incentiveOffer(): IncentiveOffer | undefined
  /** The sign-up box showed the incentive: recorded once per offer (wallet.md §3 `wasShown`). */
  incentiveShown(): void
  /** The shopper ticked the sign-up box: the offer is asked again, once; gone or failed, it is turned off. */
  incentiveOptedIn(): Promise<void>
  /** Whether paying with the saved card `id` is covered by purchase protection; undefined until known. */
  protectedPurchase(id: string): boolean | undefined
}

/** What the wallet tells the extras, and asks of them, as it runs (runtime/linkWallet.ts). */
export interface ExtrasHooks {
  /** A lookup answered (by e-mail or stored secret): the consumer's key and settings. */
  lookedUp(response: LookupResponse): void
  /** The lookup's consumer publishable key, the bearer of the calls on the consumer (wallet.md §6). */
  consumerKey(): string | undefined
  /** A recognised consumer's saved cards at start, from the wallet config for this payment (cached per payment). */
  savedDetailsAtStart(secret: string): Promise<ReadonlyArray<RedactedPaymentDetails>>
  /** The wallet started: the incentives on offer for this payment are asked once. */
  start(): Promise<void>
  /**
   * The wallet's state changed: for each saved card of a signed-in consumer not asked about yet,
   * its last payment (a declined one is reported to the rules) and its purchase protection.
   */
  stateChanged(): void
}

/**
 * The extras of one group's wallet (runtime/linkWallet.ts): what the payment element reads, and the
 * hooks the wallet calls. `linkOffered`: whether this payment offers Link to a shopper not known yet.
 */
export const consumerExtras = (inside: WalletInside, host: WalletGroupHost, linkOffered: () => boolean, shared: Promise<SharedSession | undefined>): ConsumerExtras & { readonly hooks: ExtrasHooks } => {
  let consumerKey: string | undefined
  let holdback = true
  let offer: IncentiveOffer | undefined
  let optedIn = false
  /** The page's wallet configs, which a logout anywhere on the page clears; this wallet's own where the shared session could not load. */
  const configs = shared.then((joined) => (joined === undefined ? api.walletConfigCache() : pageWalletConfigs(joined)))
  /** Purchase protection per card id, and the session context it is decided on, shared once per consumer session. */
  const protection = new Map<string, boolean>()
  let contextShared: Promise<boolean> | undefined
  let contextSecret: string | undefined
  /** Card ids already asked about. */
  const asked = new Set<string>()

  const hints = () => {
    const sessionId = host.session()?.sessionId
    return { surface: RequestSurface.linkAuthenticationInPaymentElement, ...(sessionId === undefined ? {} : { sessionId }) }
  }
  const incentive = () => inside.state().incentives[incentiveType]
  /** The intent this payment confirms and its business of record, where the session knows them (wallet.md §7's intent_id, on_behalf_of). */
  const payment = () => {
    const session = host.session()
    return { ...(session?.intentId === undefined ? {} : { intentId: session.intentId }), ...(session?.onBehalfOf === undefined ? {} : { onBehalfOf: session.onBehalfOf }) }
  }

  /** update_available: the card offer as it stands now, or undefined when the call failed. */
  const askIncentives = async () => {
    const answered = await inside.call(api.updateAvailableIncentives({ ...hints(), ...payment() }))
    return Result.isSuccess(answered) ? { card: answered.success.find((entry) => entry.payment_method_type === incentiveType) } : undefined
  }

  /** The payment context the purchase protection is decided on (share-session-context), once per consumer session. */
  const shareContext = (): Promise<boolean> => {
    const credentials = inside.credentials()
    const session = host.session()
    if (credentials === undefined || session === undefined) return Promise.resolve(false)
    if (contextShared === undefined || contextSecret !== credentials.consumer_session_client_secret) {
      contextSecret = credentials.consumer_session_client_secret
      const { intentId } = payment()
      contextShared = inside.call(api.shareSessionContext(credentials, { ...hints(), sessionId: session.sessionId, amount: session.amount, currency: session.currency, ...(intentId === undefined ? {} : { intentId }) }))
        .then(Result.isSuccess)
    }
    return contextShared
  }

  const askProtection = async (id: string): Promise<void> => {
    const credentials = inside.credentials()
    const sessionId = host.session()?.sessionId
    if (holdback || credentials === undefined || sessionId === undefined || !await shareContext()) return
    const answered = await inside.call(api.purchaseProtectionOf(credentials, id, { ...hints(), sessionId }))
    if (Result.isFailure(answered)) return
    protection.set(id, answered.success.eligible)
    host.changed()
  }

  const askStatus = async (id: string): Promise<void> => {
    const credentials = inside.credentials()
    if (credentials === undefined) return
    const answered = await inside.call(api.listCardPaymentStatus(credentials, id, { ...hints(), limit: 1 }))
    const last = Result.isSuccess(answered) ? answered.success[0] : undefined
    // A declined card is tracked until the shopper updates or removes it (wallet.md §8); the rules leave out insufficient funds.
    if (last?.status === 'failed' && inside.state().paymentDetails.some((details) => details.id === id)) {
      inside.dispatch({ _tag: 'savedPaymentDeclined', paymentDetailsId: id, declineCode: last.decline_code })
    }
  }

  const hooks: ExtrasHooks = {
    lookedUp: (response) => {
      consumerKey = response.exists ? response.publishable_key : undefined
      // Without the lookup's word, no purchase protection is offered.
      holdback = !response.exists || response.settings.purchase_protections_holdback
      protection.clear()
      asked.clear()
    },
    consumerKey: () => consumerKey,
    savedDetailsAtStart: async (secret) => {
      const session = host.session()
      const page = host.page
      const config = await inside.call((await configs).get(secret, {
        ...hints(),
        ...(session === undefined ? {} : { amount: session.amount, currency: session.currency }),
        ...(session?.onBehalfOf === undefined ? {} : { onBehalfOf: session.onBehalfOf }),
        ...(session?.assignmentId === undefined ? {} : { elementsAssignmentId: session.assignmentId }),
        // The merchant's page, not the controller frame this may run in (isolated hosting).
        ...(page === undefined ? {} : { stripeJsId: page.jsId, referrerHost: page.host, ...(page.topLevelHost === undefined ? {} : { topLevelReferrerHost: page.topLevelHost }) }),
        linkAuthentication: host.mountedElements().includes('linkAuthentication'),
      }))
      if (Result.isFailure(config)) return []
      // The config knows no consumer for the secret (logged out, or lapsed, since the lookup): no saved cards to show.
      if (config.success.consumer_info === null) console.warn(`payloom: ${walletMessages.noConsumerInfo}`)
      return config.success.consumer_info?.redacted_payment_details ?? []
    },
    start: async () => {
      await host.loaded().catch(() => undefined)
      if (!linkOffered()) return
      const answered = await askIncentives()
      if (answered?.card === undefined) return
      offer = { amountOff: answered.card.amount_off, currency: answered.card.currency }
      inside.dispatch({ _tag: 'incentiveAvailable', paymentMethodType: incentiveType, campaign: answered.card.campaign, validPaymentDetails: answered.card.valid_payment_details })
    },
    stateChanged: () => {
      const state = inside.state()
      if (!state.authenticated) return
      for (const details of state.paymentDetails) {
        if (details.type !== 'CARD' || asked.has(details.id)) continue
        asked.add(details.id)
        void askStatus(details.id)
        void askProtection(details.id)
      }
    },
  }
  return {
    hooks,
    incentiveOffer: () => (offer !== undefined && incentive()?.enabled === true ? offer : undefined),
    incentiveShown: () => {
      const known = incentive()
      if (known?.enabled === true && !known.wasShown) inside.dispatch({ _tag: 'incentiveShown', paymentMethodType: incentiveType })
    },
    incentiveOptedIn: async () => {
      if (optedIn || incentive()?.enabled !== true) return
      optedIn = true
      const answered = await askIncentives()
      // The campaign ended, or the update failed: the offer is off (wallet.md §8) until a logout turns it on again.
      if (answered?.card === undefined) inside.dispatch({ _tag: 'incentiveUpdateFailed', paymentMethodType: incentiveType })
    },
    protectedPurchase: (id) => (inside.credentials() === undefined ? undefined : protection.get(id)),
  }
}
