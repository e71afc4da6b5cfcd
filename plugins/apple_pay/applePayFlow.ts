/// <reference types="applepayjs" />
import type { ExpressFlowContext, ExpressSheetHost, ExpressSheetRequest, ExpressSheetResult, Json } from 'payloom'
import { isRecord, retryPolicies } from 'payloom/methods'
import { billingDetailsOf, shippingAddressOf, shippingChangeOf } from './contacts.ts'
import { applePayPaymentRequest, sheetUpdateOf } from './paymentRequest.ts'
import { transactionIdentifier } from './simulated.ts'

/** The part of Apple Pay JS's `ApplePaySession` the flow uses: its update objects, not the older status arguments. */
export interface ApplePaySessionInstance extends Pick<ApplePaySession,
  'begin' | 'abort' | 'completeMerchantValidation' | 'onvalidatemerchant' | 'onshippingcontactselected' | 'onshippingmethodselected' | 'onpaymentauthorized' | 'oncancel'> {
  completeShippingContactSelection(update: ApplePayJS.ApplePayShippingContactUpdate): void
  completeShippingMethodSelection(update: ApplePayJS.ApplePayShippingMethodUpdate): void
  completePayment(result: ApplePayJS.ApplePayPaymentAuthorizationResult): void
}

/** The `ApplePaySession` class (Safari's, or a test double of it). */
export type ApplePaySessionClass = Pick<typeof ApplePaySession, 'canMakePayments' | 'supportsVersion' | 'STATUS_SUCCESS' | 'STATUS_FAILURE'>
  & (new (version: number, request: ApplePayJS.ApplePayPaymentRequest) => ApplePaySessionInstance)

/**
 * The Apple Pay JS versions the flow speaks, newest first: 14 brings the recurring, deferred and
 * automatic reload schedules; 3 is the oldest with the update objects and ApplePayError it uses.
 */
const versions = [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]

/** Apple Pay's sheet shows at most 64 characters of the merchant's name. */
const maxDisplayName = 64

/**
 * Asks the provider for an Apple Pay merchant session for the page's domain (controller.md §7
 * "Apple Pay session create": two attempts in all, retryPolicies.applePaySession).
 */
const merchantSession = (sheet: ExpressSheetHost, validationURL: string, displayName: string): Promise<Json> =>
  sheet.call('POST', '/v1/apple_pay/sessions', { validation_url: validationURL, domain_name: location.hostname, display_name: displayName.slice(0, maxDisplayName) }, { retry: retryPolicies.applePaySession })

/** Makes a card token of the payment the shopper authorized (POST /v1/tokens with `pk_token`). */
const cardToken = async (sheet: ExpressSheetHost, payment: ApplePayJS.ApplePayPayment, request: ExpressSheetRequest): Promise<string> => {
  const token = await sheet.call('POST', '/v1/tokens', {
    pk_token: JSON.stringify(payment.token.paymentData ?? {}),
    pk_token_instrument_name: payment.token.paymentMethod.displayName,
    pk_token_payment_network: payment.token.paymentMethod.network,
    pk_token_transaction_id: transactionIdentifier(payment, request.amount, request.currency, request.testMode),
  })
  if (!isRecord(token) || typeof token.id !== 'string') throw new Error('The provider answered the Apple Pay token request without a token.')
  return token.id
}

const messageOf = (error: unknown): string => error instanceof Error ? error.message : String(error)

/**
 * Runs an Apple Pay sheet for the express checkout element: the merchant's validation through the
 * provider, the shipping changes the merchant answers, and the card token of the payment the
 * shopper authorized, which the flow resolves with (the payment itself waits for the merchant's
 * confirm). The session is made and begun at once, inside the shopper's click, as Safari requires.
 * Cancel resolves `{ closed: 'cancel' }`; a sheet that cannot open or a call that fails closes it
 * and resolves `{ closed: 'failed' }`. Rejects with IntegrationError for a request the merchant got wrong.
 */
export const applePayFlow = (Session: ApplePaySessionClass, context: ExpressFlowContext): Promise<ExpressSheetResult> => {
  const { sheet } = context
  const label = sheet.request.business?.name ?? context.session.businessName ?? location.hostname
  // Everything up to begin() runs now, inside the click: a Promise's executor runs at once, and
  // turns a merchant's mistake in the request (an IntegrationError) into the flow's rejection.
  return new Promise((resolve) => {
    const paymentRequest = applePayPaymentRequest(sheet.request, context.session, label)
    // What the sheet shows now: the merchant's answers to shipping changes replace it.
    let request = sheet.request
    let rate = request.shippingRates?.[0]
    let settled = false
    const settle = (result: ExpressSheetResult): void => {
      if (settled) return
      settled = true
      resolve(result)
    }
    const fail = (error: unknown): void => settle({ closed: 'failed', message: messageOf(error) })

    let applePay: ApplePaySessionInstance
    try {
      applePay = new Session(versions.find((version) => Session.supportsVersion(version)) ?? 3, paymentRequest)
    } catch (error) {
      fail(error)
      return
    }
    const current = () => sheetUpdateOf(request, label)
    // Apple's sheet words the refusal itself, in the shopper's language.
    const refusal = (code: ApplePayJS.ApplePayErrorCode, field?: ApplePayJS.ApplePayErrorContactField) => ({ ...current(), errors: [new ApplePayError(code, field)] })

    applePay.onvalidatemerchant = (event) => {
      merchantSession(sheet, event.validationURL, label).then(
        (session) => applePay.completeMerchantValidation(session),
        (error: unknown) => {
          applePay.abort()
          fail(error)
        },
      )
    }

    applePay.onshippingcontactselected = (event) => {
      const change = shippingChangeOf(event.shippingContact)
      const allowed = request.allowedShippingCountries
      if (allowed !== undefined && !allowed.includes(change.address.country ?? '')) {
        applePay.completeShippingContactSelection(refusal('addressUnserviceable', 'country'))
        return
      }
      sheet.shippingAddressChanged(change).then((update) => {
        if (!update.accepted) return applePay.completeShippingContactSelection(refusal('addressUnserviceable', 'postalAddress'))
        request = update.request
        // Apple Pay selects the first of the new rates.
        rate = request.shippingRates?.[0]
        applePay.completeShippingContactSelection(current())
      }, () => applePay.completeShippingContactSelection(refusal('addressUnserviceable', 'postalAddress')))
    }

    applePay.onshippingmethodselected = (event) => {
      const picked = request.shippingRates?.find((candidate) => candidate.id === event.shippingMethod.identifier)
      if (picked === undefined) return applePay.completeShippingMethodSelection(refusal('unknown'))
      sheet.shippingRateChanged(picked).then((update) => {
        if (!update.accepted) return applePay.completeShippingMethodSelection(refusal('unknown'))
        request = update.request
        rate = picked
        const { newTotal, newLineItems } = current()
        applePay.completeShippingMethodSelection({ newTotal, newLineItems })
      }, () => applePay.completeShippingMethodSelection(refusal('unknown')))
    }

    applePay.onpaymentauthorized = (event) => {
      const { payment } = event
      cardToken(sheet, payment, request).then((token) => {
        applePay.completePayment({ status: Session.STATUS_SUCCESS })
        const shippingAddress = request.shippingAddressRequired === true ? shippingAddressOf(payment) : undefined
        settle({
          paymentMethodData: { type: 'card', card: { token }, billing_details: billingDetailsOf(payment) },
          ...(shippingAddress === undefined ? {} : { shippingAddress }),
          ...(shippingAddress === undefined || rate === undefined ? {} : { shippingRate: rate }),
        })
      }, (error: unknown) => {
        applePay.completePayment({ status: Session.STATUS_FAILURE })
        fail(error)
      })
    }

    applePay.oncancel = () => settle({ closed: 'cancel' })

    try {
      applePay.begin()
    } catch (error) {
      fail(error)
    }
  })
}
