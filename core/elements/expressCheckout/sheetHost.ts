import * as Effect from 'effect/Effect'
import { ApiClient, type FormParams, type RetryPolicy } from '../../api/ApiClient.ts'
import { loadChunk } from '../../loadChunk.ts'
import type { ElementContext } from '../../plugin/ElementDefinition.ts'
import type { ExpressClickOptions, ExpressSheetHost, ExpressSheetRequest, ExpressSheetUpdate, ExpressShippingAddressChange, ExpressShippingRate } from '../../plugin/expressSheet.ts'
import type { Json } from '../messages.ts'

/**
 * What a wallet's sheet shows and asks, now: the payment as the group's session has it (after the
 * merchant's `elements.update({ amount })`), and the merchant's click options.
 */
export const sheetRequestOf = (context: ElementContext, options: ExpressClickOptions = {}): ExpressSheetRequest => {
  const session = context.session
  const business = options.business ?? (session?.businessName === undefined ? undefined : { name: session.businessName })
  return {
    ...options,
    ...(business === undefined ? {} : { business }),
    amount: session?.amount ?? 0,
    currency: session?.currency ?? 'usd',
    merchantCountry: session?.merchantCountry ?? 'US',
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

/**
 * The host one wallet sheet runs its flow in (core/plugin/expressSheet.ts): the request, kept
 * current as the merchant answers the shopper's shipping changes; the test sheet that stands in
 * for an absent wallet in test mode; and provider calls with the instance's key. Shared by the
 * express checkout element and the payment request button.
 */
export const makeSheetHost = (context: ElementContext, options: ExpressClickOptions, events: ShippingEvents): ExpressSheetHost => {
  let request = sheetRequestOf(context, options)
  const answered = (update: ExpressSheetUpdate): ExpressSheetUpdate => {
    if (update.accepted) request = update.request
    return update
  }
  return {
    get request() {
      return request
    },
    shippingAddressChanged: (change) => events.addressChanged(change, request).then(answered),
    shippingRateChanged: (rate) => events.rateChanged(rate, request).then(answered),
    openTestSheet: async (wallet) => {
      if (!request.testMode) throw new Error(`payloom: the test sheet stands in for ${wallet.name} in test mode only.`)
      if (context.providerOrigin === undefined || context.modalFrames === undefined) return { closed: 'failed', message: 'No page to show the test sheet in.' }
      const [{ openTestWalletSheet }, logo] = await Promise.all([
        loadChunk('the test wallet sheet', () => import('../../services/testWalletSheet.ts')),
        wallet.loadLogo?.().catch(() => undefined),
      ])
      return openTestWalletSheet({
        wallet: { type: wallet.type, name: wallet.name, pays: wallet.pays, ...(logo === undefined ? {} : { logo }) },
        request,
        providerOrigin: context.providerOrigin,
        modalFrames: context.modalFrames,
        shippingAddressChanged: (change) => events.addressChanged(change, request).then(answered),
        shippingRateChanged: (rate) => events.rateChanged(rate, request).then(answered),
      })
    },
    call: (method, path, params, callOptions) => context.runApi(Effect.flatMap(ApiClient, (api) => {
      const retry: { retry?: RetryPolicy } = callOptions?.retry === undefined ? {} : { retry: callOptions.retry }
      return method === 'GET'
        ? api.get<Json>(apiPath(path), { ...(params === undefined ? {} : { query: params as FormParams }), ...retry })
        : api.post<Json>(apiPath(path), { ...(params === undefined ? {} : { body: params as FormParams }), ...retry })
    })),
  }
}
