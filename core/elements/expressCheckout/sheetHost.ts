import * as Effect from 'effect/Effect'
import { ApiClient, type FormParams, type RetryPolicy } from '../../api/ApiClient.ts'
import { loadChunk } from '../../loadChunk.ts'
import { IntegrationError } from '../../errors/IntegrationError.ts'
import type { RunApi } from '../../plugin/contract.ts'
import type { ElementContext } from '../../plugin/ElementDefinition.ts'
import type { WalletModalFrames } from '../../plugin/walletInGroup.ts'
import type { ExpressClickOptions, ExpressSheetHost, ExpressSheetRequest, ExpressSheetUpdate, ExpressShippingAddressChange, ExpressShippingRate } from '../../plugin/expressSheet.ts'
import type { Json } from '../messages.ts'

/**
 * What a wallet's sheet shows and asks, now: the payment as the group's session has it (after the
 * merchant's `elements.update({ amount })`), and the merchant's click options.
 */
export const sheetRequestOf = (context: Pick<ElementContext, 'session' | 'locale'>, options: ExpressClickOptions = {}): ExpressSheetRequest => {
  const session = context.session
  const business = options.business ?? (session?.businessName === undefined ? undefined : { name: session.businessName })
  return {
    ...options,
    ...(business === undefined ? {} : { business }),
    amount: session?.amount ?? 0,
    currency: session?.currency ?? 'usd',
    merchantCountry: session?.merchantCountry ?? 'US',
    // The provider's, never the merchant's options: the sheet loads it as an image.
    merchantLogoUrl: session?.merchantLogoUrl,
    intentType: session?.intentType ?? 'payment_intent',
    locale: context.locale,
    testMode: session?.livemode !== true,
  }
}

/** How the sheet host raises the merchant's shipping events; each resolves with the merchant's answer. */
export interface ShippingEvents {
  readonly addressChanged: (change: ExpressShippingAddressChange, request: ExpressSheetRequest) => Promise<ExpressSheetUpdate>
  readonly rateChanged: (rate: ExpressShippingRate, request: ExpressSheetRequest) => Promise<ExpressSheetUpdate>
}

/** A provider path as the API client takes it: relative to the version root ('/v1/tokens' and 'tokens' alike). */
const apiPath = (path: string): string => path.replace(/^\/?(v1\/)?/, '')

/** The page's own modal frames, by provider origin (inline hosting): each sheet reuses its frame. */
const pageFrames = new Map<string, WalletModalFrames>()
const pageFramesFor = (providerOrigin: string, make: (origin: string, id: string) => WalletModalFrames): WalletModalFrames => {
  const kept = pageFrames.get(providerOrigin) ?? make(providerOrigin, crypto.randomUUID())
  pageFrames.set(providerOrigin, kept)
  return kept
}

/** Where a sheet runs: its first request, and the page and provider around it. */
export interface SheetHostParts {
  readonly request: ExpressSheetRequest
  readonly providerOrigin: string
  readonly publishableKey: string
  /** The merchant page's modal frames (isolated hosting); absent inline, where the page itself shows the test sheet. */
  readonly modalFrames?: WalletModalFrames
  /** Provider calls with the instance's key; absent where none can be made from here. */
  readonly runApi?: RunApi
}

/** What of an element's context a sheet reads. */
export type SheetContext = Pick<ElementContext, 'session' | 'locale' | 'providerOrigin' | 'publishableKey' | 'runApi' | 'modalFrames'>

/** The parts of an element's sheet host its context gives. */
export const sheetPartsOf = (context: SheetContext, options: ExpressClickOptions): SheetHostParts => ({
  request: sheetRequestOf(context, options),
  providerOrigin: context.providerOrigin ?? '',
  publishableKey: context.publishableKey ?? '',
  runApi: context.runApi,
  ...(context.modalFrames === undefined ? {} : { modalFrames: context.modalFrames }),
})

/**
 * The host one wallet sheet runs its flow in (core/plugin/expressSheet.ts): the request, kept
 * current as the merchant answers the shopper's shipping changes; the test sheet that stands in
 * for an absent wallet in test mode; and provider calls with the instance's key. Shared by the
 * express checkout element and the payment request.
 */
export const makeSheetHost = (parts: SheetHostParts, events: ShippingEvents): ExpressSheetHost => {
  let request = parts.request
  const answered = (update: ExpressSheetUpdate): ExpressSheetUpdate => {
    if (update.accepted) request = update.request
    return update
  }
  const shippingAddressChanged = (change: ExpressShippingAddressChange) => events.addressChanged(change, request).then(answered)
  const shippingRateChanged = (rate: ExpressShippingRate) => events.rateChanged(rate, request).then(answered)
  return {
    get request() {
      return request
    },
    publishableKey: parts.publishableKey,
    shippingAddressChanged,
    shippingRateChanged,
    openTestSheet: async (wallet) => {
      if (!request.testMode) throw new IntegrationError({ message: `The test sheet stands in for ${wallet.name} in test mode only.` })
      const [{ openTestWalletSheet }, { inlineModalFrames }, logo] = await Promise.all([
        loadChunk('the test wallet sheet', () => import('../../services/testWalletSheet.ts')),
        loadChunk('the wallet\'s modal frame', () => import('../../services/inlineModalFrames.ts')),
        wallet.loadLogo?.().catch(() => undefined),
      ])
      return openTestWalletSheet({
        wallet: { type: wallet.type, name: wallet.name, pays: wallet.pays, ...(logo === undefined ? {} : { logo }) },
        request,
        providerOrigin: parts.providerOrigin,
        // Inline, the sheet's dialog frame is this page's own: one set per provider, kept for the page's life.
        modalFrames: parts.modalFrames ?? pageFramesFor(parts.providerOrigin, inlineModalFrames),
        shippingAddressChanged,
        shippingRateChanged,
      })
    },
    call: (method, path, params, callOptions) => {
      if (parts.runApi === undefined) return Promise.reject(new IntegrationError({ message: `A wallet cannot call ${path} from this page: create the instance with hosting: 'inline'.` }))
      const retry: { retry?: RetryPolicy } = callOptions?.retry === undefined ? {} : { retry: callOptions.retry }
      const sent = params === undefined ? {} : { [method === 'GET' ? 'query' : 'body']: params as FormParams }
      return parts.runApi(Effect.flatMap(ApiClient, (api) => (method === 'GET' ? api.get<Json>(apiPath(path), { ...sent, ...retry }) : api.post<Json>(apiPath(path), { ...sent, ...retry }))))
    },
  }
}
