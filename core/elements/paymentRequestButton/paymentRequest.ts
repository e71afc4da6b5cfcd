import { ApiClient, type FormParams } from '../../api/ApiClient.ts'
import type { ProviderObject } from '../../confirm/results.ts'
import { retryPolicies } from '../../api/retryPolicies.ts'
import { IntegrationError } from '../../errors/IntegrationError.ts'
import { configReasonOf, walletSupportOf, type WalletSupport } from '../expressCheckout/walletConfig.ts'
import { showFailedMessage } from '../expressCheckout/expressEvents.ts'
import { makeSheetHost } from '../expressCheckout/sheetHost.ts'
import type { BrowserCapabilities, SessionContext } from '../../plugin/contract.ts'
import type { ExpressSheetHost, ExpressSheetResult, ExpressSheetUpdate } from '../../plugin/expressSheet.ts'
import { describe, oneOfText } from '../../validation/options/optionChecks.ts'
import type { PaymentRequestHost } from './paymentRequestHost.ts'
import { checkPaymentRequestOptions, checkUpdateDetails, checkUpdateOptions } from './paymentRequestOptions.ts'
import type { PaymentRequestCalls, PaymentRequestEmitter } from './paymentRequestShell.ts'
import type { PaymentRequestCompleteStatus, PaymentRequestEvent, PaymentRequestOptions, PaymentRequestUpdateAnswer, PaymentRequestUpdateDetails } from './paymentRequestTypes.ts'
import { changedAddressOf, sheetRequestOf, shippingAddressOf, shippingOptionOf } from './sheetRequest.ts'
import { canMakePaymentResult, decideWallets, walletNameOf, walletsInOrder, type SheetWallet } from './walletChoice.ts'

/** How long the sheet waits for `updateWith()` and `complete()`, as browsers' payment sheets do (Stripe.js: "within 30 seconds"). */
const merchantAnswerTimeout = 30_000

/** What the merchant reads in the console when a wallet's sheet could not open (the spec's words, s10-express.md). */
const completeStatuses: ReadonlyArray<PaymentRequestCompleteStatus> = ['success', 'fail', 'invalid_payer_name', 'invalid_payer_phone', 'invalid_payer_email', 'invalid_shipping_address']

const capabilities = (): BrowserCapabilities =>
  typeof window === 'undefined'
    ? { paymentRequest: false, applePaySession: false, webAuthn: false }
    : { paymentRequest: typeof window.PaymentRequest === 'function', applePaySession: 'ApplePaySession' in window, webAuthn: typeof window.PublicKeyCredential === 'function' }

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'

/**
 * A payment request (Stripe.js's `stripe.paymentRequest()`): one payment through the first wallet
 * plugin that can take it (Apple Pay, Google Pay, Link, then the others), whose `confirm` flow
 * opens its sheet, the same flow the express checkout element runs. What the sheet gives becomes a
 * payment method (`paymentmethod`), a `source` or a `token`, for the merchant to confirm with.
 */
export const makePaymentRequest = (given: unknown, host: PaymentRequestHost, events: PaymentRequestEmitter): PaymentRequestCalls => {
  let options: PaymentRequestOptions = checkPaymentRequestOptions(given)
  const instance = host.instance()
  const wallets = walletsInOrder(instance.registry?.wallets ?? [], options.disableWallets)
  const locale = instance.locale === 'auto' ? (typeof navigator === 'undefined' ? 'en' : navigator.language) : instance.locale
  const testMode = instance.mode === 'test'
  const providerOrigin = new URL(instance.apiBase).origin
  let decided: ReturnType<typeof decideWallets> | undefined
  /** The wallets' availability once decided, for show() to start a flow at once. */
  let known: Awaited<ReturnType<typeof decideWallets>> | undefined
  let showing = false
  // Each show() is a run; abort() or complete() ends it, and what an ended run's sheet gives is dropped.
  let run = 0

  /**
   * The payment as the wallets see it. No elements session lists the provider's methods here: a
   * payment request pays by card through its wallets, each listed, and the provider's say on the
   * browser wallets is the wallet config's `payment_request_button` (`walletConfig` below).
   */
  const session = (): SessionContext => ({
    intentType: 'payment_intent',
    amount: options.total.amount,
    currency: options.currency,
    country: options.country,
    paymentMethodTypes: ['card', ...wallets.map((wallet) => wallet.type)],
    livemode: !testMode,
    businessName: options.total.label,
  })
  /**
   * What the provider's wallet config lets this page offer (POST elements/wallet-config for the
   * amount and currency): the same rule as the express checkout element's, where this page makes
   * provider calls (inline hosting); with isolated hosting the wallets' own rules decide alone.
   */
  const walletConfig = (): Promise<WalletSupport | undefined | 'unasked'> => {
    if (host.runApi === undefined) return Promise.resolve('unasked')
    const body = { amount: options.total.amount, currency: options.currency, request_surface: 'web_elements' }
    return host.runApi(ApiClient.use((api) => api.post('elements/wallet-config', { body, retry: retryPolicies.walletConfig }))).then(walletSupportOf, () => undefined)
  }
  const decide = (): ReturnType<typeof decideWallets> => {
    if (decided !== undefined) return decided
    const deciding: ReturnType<typeof decideWallets> = Promise.all([decideWallets(wallets, session(), capabilities()), walletConfig()]).then(([decisions, support]) => {
      const configured = decisions.map((decision) => {
        const reason = support === 'unasked' ? undefined : configReasonOf(decision.wallet.type, support)
        return reason === undefined ? decision : { wallet: decision.wallet, availability: { available: false, reason } }
      })
      // An update() since may have asked again: only the current decision counts.
      if (decided === deciding) known = configured
      return configured
    })
    decided = deciding
    return deciding
  }
  const listens = (event: string): boolean => (events.all.get(event as never)?.length ?? 0) > 0
  const sheetRequest = () => sheetRequestOf(options, locale, testMode)
  const end = (): void => {
    showing = false
  }

  /** Asks the merchant about a change in the sheet; without a listener the change stands as it is. */
  const askMerchant = (event: 'shippingaddresschange' | 'shippingoptionchange', payload: object): Promise<ExpressSheetUpdate> => {
    if (!listens(event)) return Promise.resolve({ accepted: true, request: sheetRequest() })
    return new Promise((resolve) => {
      let settled = false
      let called = false
      const settle = (update: ExpressSheetUpdate): void => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        resolve(update)
      }
      const timer = setTimeout(() => {
        console.warn(`payloom: ${event} was not answered with updateWith() within ${merchantAnswerTimeout / 1000} s; the sheet refuses the change.`)
        settle({ accepted: false })
      }, merchantAnswerTimeout)
      const apply = (details: unknown): void => {
        let checked: PaymentRequestUpdateDetails
        try {
          checked = checkUpdateDetails(details, event)
        } catch (error) {
          settle({ accepted: false })
          throw error
        }
        if ((checked.status ?? 'success') !== 'success') return settle({ accepted: false })
        const { status: _status, ...changes } = checked
        options = { ...options, ...changes }
        settle({ accepted: true, request: sheetRequest() })
      }
      const updateWith = (answer: PaymentRequestUpdateAnswer): void => {
        if (called) throw new IntegrationError({ message: `updateWith() was already called for this ${event} event.` })
        called = true
        let given: unknown
        try {
          given = typeof answer === 'function' ? answer() : answer
        } catch (error) {
          settle({ accepted: false })
          throw error
        }
        if (!isThenable(given)) return apply(given)
        Promise.resolve(given).then(apply).catch((error: unknown) => {
          console.error(`payloom: updateWith() of ${event}:`, error)
          settle({ accepted: false })
        })
      }
      events.emit(event, { ...payload, updateWith } as never)
    })
  }

  /** The sheet's host: the express checkout element's, with this request's amounts and the merchant's updateWith answers. */
  const sheetHost = (): ExpressSheetHost => makeSheetHost({
    request: sheetRequest(),
    providerOrigin,
    publishableKey: instance.publishableKey,
    ...(host.runApi === undefined ? {} : { runApi: host.runApi }),
  }, {
    addressChanged: (change) => askMerchant('shippingaddresschange', { shippingAddress: changedAddressOf(change) }),
    rateChanged: (rate) => askMerchant('shippingoptionchange', { shippingOption: shippingOptionOf(rate, options.shippingOptions) }),
  })

  /** The event's common part: what the shopper gave, and `complete()`, which ends the run. */
  const paymentEvent = (current: number, wallet: SheetWallet, result: Exclude<ExpressSheetResult, { closed: unknown }>): PaymentRequestEvent => {
    const billing = 'paymentMethodData' in result ? result.paymentMethodData.billing_details : result.billingDetails
    let completed = false
    const timer = setTimeout(() => {
      if (completed || current !== run) return
      console.warn(`payloom: paymentRequest: complete() was not called within ${merchantAnswerTimeout / 1000} s of the payment event.`)
      end()
    }, merchantAnswerTimeout)
    return {
      ...(options.requestPayerName === true && billing?.name !== undefined ? { payerName: billing.name } : {}),
      ...(options.requestPayerEmail === true && billing?.email !== undefined ? { payerEmail: billing.email } : {}),
      ...(options.requestPayerPhone === true && billing?.phone !== undefined ? { payerPhone: billing.phone } : {}),
      ...(result.shippingAddress === undefined ? {} : { shippingAddress: shippingAddressOf(result.shippingAddress) }),
      ...(result.shippingRate === undefined ? {} : { shippingOption: shippingOptionOf(result.shippingRate, options.shippingOptions) }),
      walletName: walletNameOf(wallet.type),
      methodName: walletNameOf(wallet.type),
      complete: (status) => {
        if (!completeStatuses.includes(status)) throw new IntegrationError({ message: `Invalid value for complete(): ${describe(status)}. Expected ${oneOfText(completeStatuses)}.` })
        if (completed) throw new IntegrationError({ message: 'complete() was already called for this payment.' })
        completed = true
        clearTimeout(timer)
        if (current === run) end()
      },
    }
  }

  /** The card token a wallet's sheet made, if it made one (Apple Pay, Google Pay); a source or a token event needs it. */
  const cardTokenOf = (result: Exclude<ExpressSheetResult, { closed: unknown }>): string | undefined => {
    if (!('paymentMethodData' in result) || result.paymentMethodData.type !== 'card') return undefined
    const card = result.paymentMethodData.card as { token?: unknown } | undefined
    return typeof card?.token === 'string' ? card.token : undefined
  }

  /** What the sheet gave, made into the objects the merchant listens for, each with its event. */
  const paid = async (current: number, wallet: SheetWallet, result: Exclude<ExpressSheetResult, { closed: unknown }>): Promise<void> => {
    const made: Array<readonly ['paymentmethod' | 'source' | 'token', ProviderObject]> = []
    const failed = (what: string, message: string): void => console.error(`payloom: paymentRequest: the ${wallet.type} wallet's ${what} could not be made: ${message}`)
    if (listens('paymentmethod')) {
      if ('paymentMethod' in result) {
        made.push(['paymentmethod', { id: result.paymentMethod, object: 'payment_method', ...(result.billingDetails === undefined ? {} : { billing_details: result.billingDetails }) }])
      } else {
        const created = await instance.createPaymentMethod(result.paymentMethodData as unknown as FormParams)
        if ('error' in created) failed('payment method', created.error.message ?? created.error.type)
        else made.push(['paymentmethod', created.paymentMethod])
      }
    }
    const token = cardTokenOf(result)
    if (listens('source') || listens('token')) {
      if (token === undefined) failed('source or token', 'its sheet gave no card token')
      if (token !== undefined && listens('token')) made.push(['token', { id: token, object: 'token', type: 'card', livemode: !testMode }])
      if (token !== undefined && listens('source')) {
        const billing = 'paymentMethodData' in result ? result.paymentMethodData.billing_details : undefined
        const created = await instance.createSource({ type: 'card', token, ...(billing === undefined ? {} : { owner: billing as FormParams }) })
        if ('error' in created) failed('source', created.error.message ?? created.error.type)
        else made.push(['source', created.source])
      }
    }
    if (current !== run) return
    if (made.length === 0) {
      end()
      events.emit('cancel', undefined)
      return
    }
    const event = paymentEvent(current, wallet, result)
    const names = { paymentmethod: 'paymentMethod', source: 'source', token: 'token' } as const
    for (const [name, object] of made) events.emit(name, { ...event, [names[name]]: object } as never)
  }

  const open = async (current: number): Promise<void> => {
    // Decided already (canMakePayment() was asked, as it should be), the wallet's flow starts
    // within the shopper's click: Safari opens Apple Pay's sheet only from one.
    const decisions = known ?? await decide()
    const wallet = decisions.find(({ availability }) => availability.available)?.wallet
    if (current !== run) return
    if (wallet === undefined) {
      end()
      console.error('payloom: paymentRequest.show(): no wallet can pay this request in this browser. Check canMakePayment() before showing it.')
      events.emit('cancel', undefined)
      return
    }
    let result: ExpressSheetResult
    try {
      result = await wallet.confirm({ session: session(), sheet: sheetHost() })
    } catch (error) {
      console.warn(`payloom: the ${wallet.type} wallet failed:`, error)
      result = { closed: 'failed' }
    }
    if (current !== run) return
    if ('closed' in result) {
      if (result.closed === 'failed') console.error(`payloom: ${showFailedMessage}${result.message === undefined ? '' : ` (${result.message})`}`)
      end()
      events.emit('cancel', undefined)
      return
    }
    await paid(current, wallet, result)
  }

  return {
    canMakePayment: () => decide().then(canMakePaymentResult),
    show() {
      if (showing) throw new IntegrationError({ message: 'paymentRequest.show() was called while its payment interface is showing.' })
      showing = true
      const current = ++run
      open(current).catch((error: unknown) => {
        console.error('payloom: paymentRequest:', error)
        if (current === run) end()
      })
    },
    abort() {
      if (!showing) return
      run += 1
      end()
      events.emit('cancel', undefined)
    },
    isShowing: () => showing,
    update(next) {
      if (showing) throw new IntegrationError({ message: 'paymentRequest.update() cannot be called while its payment interface is showing: update it before show(), or answer the shipping events with updateWith().' })
      const checked = checkUpdateOptions(next)
      // Another amount or currency may change which wallets can pay.
      if (checked.currency !== undefined || checked.total !== undefined) {
        decided = undefined
        known = undefined
      }
      options = { ...options, ...checked }
    },
  }
}
