import { IntegrationError } from '../../errors/IntegrationError.ts'
import { isRecord } from '../../json/guards.ts'
import type { BillingDetails } from '../../plugin/contract.ts'
import type { ElementContext, EventHost } from '../../plugin/ElementDefinition.ts'
import type { ExpressClickOptions, ExpressLineItem, ExpressSheetRequest, ExpressSheetResult, ExpressSheetUpdate, ExpressShippingAddressChange, ExpressShippingRate } from '../../plugin/expressSheet.ts'
import { validateExpressClickOptions } from '../../validation/options/expressClick.ts'
import type { Json, ToController } from '../messages.ts'
import { sessionContextOf } from '../payment/methodState.ts'
import type { ExpressButton } from './expressButtons.ts'
import { approvalOf, expressPhases, expressTransition, type ExpressCheckoutState, type WalletReturned } from './expressState.ts'
import { expressStateOf } from './expressStateOf.ts'
import { makeSheetHost, sheetPartsOf, type ShippingEvents } from './sheetHost.ts'

/** The `click` event: call `resolve(options)` to open the wallet's sheet (it opens at once when nobody listens). */
export interface ExpressClickEvent {
  readonly elementType: 'expressCheckout'
  readonly expressPaymentType: string
  /** Opens the sheet, asking what `options` say; throws an IntegrationError naming a wrong option. */
  resolve(options?: ExpressClickOptions): void
}

/** The shopper's new shipping address, before they pay: answer with the new line items and rates, or refuse it. */
export interface ExpressShippingAddressChangeEvent {
  readonly elementType: 'expressCheckout'
  readonly name?: string
  readonly address: ExpressShippingAddressChange['address']
  /** Updates the sheet: call `elements.update({ amount })` first for a new total. */
  resolve(update?: ExpressSheetChanges): void
  /** Refuses the address: the sheet says so and the shopper picks another. */
  reject(): void
}

/** The shopper's new shipping rate: answer with the new line items, or refuse it. */
export interface ExpressShippingRateChangeEvent {
  readonly elementType: 'expressCheckout'
  readonly shippingRate: ExpressShippingRate
  resolve(update?: ExpressSheetChanges): void
  reject(): void
}

/** What the merchant may change in an open sheet (the total follows `elements.update({ amount })`). */
export interface ExpressSheetChanges {
  readonly lineItems?: ReadonlyArray<ExpressLineItem>
  readonly shippingRates?: ReadonlyArray<ExpressShippingRate>
}

/** Why the merchant ends a confirm without paying (Stripe.js's reasons). */
export type PaymentFailedReason = 'fail' | 'invalid_shipping_address' | 'invalid_billing_address' | 'invalid_payment_data' | 'address_unserviceable'

/**
 * The `confirm` event: the wallet returned the shopper's payment details. Confirm with
 * `payloom.confirmPayment({ elements, clientSecret, confirmParams })`, or call `paymentFailed()`.
 */
export interface ExpressConfirmEvent {
  readonly elementType: 'expressCheckout'
  readonly expressPaymentType: string
  readonly billingDetails?: BillingDetails
  readonly shippingAddress?: { readonly name?: string; readonly address?: BillingDetails['address'] }
  readonly shippingRate?: ExpressShippingRate
  /** Ends this confirm without paying; throws when called out of turn (controller.md §8). */
  paymentFailed(options?: { readonly reason?: PaymentFailedReason }): void
}

/** The `cancel` event: the shopper closed the wallet's sheet (or it could not show). */
export interface ExpressCancelEvent {
  readonly elementType: 'expressCheckout'
  readonly expressPaymentType: string
}

/** What a shopper sees when a wallet's sheet cannot show (controller.md §8), and the merchant reads in the console. */
export const showFailedMessage = 'Something went wrong. Unable to show wallet. Please choose a different payment method and try again.'

const newSessionId = (): string => `ecs_${crypto.randomUUID().replace(/-/g, '')}`

/** A merchant's option mistake, thrown where they called (inline) and always written to the console (isolated hosting throws in the controller frame). */
const refuse = (message: string): never => {
  console.error(`payloom: ${message}`)
  throw new IntegrationError({ message })
}

const checked = <T>(options: T, what: string): T => {
  const report = validateExpressClickOptions(options)
  if (report.errors.length > 0) refuse(`${what}: ${report.errors.join(' ')}`)
  return options
}

/** What the wallet returned, as the state keeps it until the merchant confirms. */
const returnedOf = (result: Exclude<ExpressSheetResult, { readonly closed: unknown }>): WalletReturned => ({
  ...('paymentMethodData' in result ? { paymentMethodData: result.paymentMethodData } : { paymentMethod: result.paymentMethod, ...(result.billingDetails === undefined ? {} : { billingDetails: result.billingDetails }) }),
  ...(result.shippingAddress === undefined ? {} : { shippingContact: result.shippingAddress }),
  ...(result.shippingRate === undefined ? {} : { shippingRate: result.shippingRate }),
  ...('paymentMethodData' in result ? approvalOf(result) : {}),
})

/**
 * The merchant's shipping events of one sheet: each emitted with `resolve`/`reject`, answered once;
 * nobody listening accepts the change as it is. A resolve waits for the group's session to settle,
 * so a total the merchant changed with `elements.update({ amount })` just before is the sheet's.
 */
const shippingEvents = (host: EventHost<unknown>): ShippingEvents => {
  const ask = (name: string, details: Readonly<Record<string, unknown>>, request: ExpressSheetRequest): Promise<ExpressSheetUpdate> => new Promise((settle) => {
    if (!host.listens(name)) return settle({ accepted: true, request })
    let answered = false
    const answer = (update: () => Promise<ExpressSheetUpdate> | ExpressSheetUpdate): void => {
      if (answered) return
      answered = true
      void Promise.resolve(update()).then(settle)
    }
    host.emit(name, {
      elementType: 'expressCheckout',
      ...details,
      resolve: (changes: ExpressSheetChanges = {}) => {
        const given = checked({ ...(changes.lineItems === undefined ? {} : { lineItems: changes.lineItems }), ...(changes.shippingRates === undefined ? {} : { shippingRates: changes.shippingRates }) }, `${name} resolve()`)
        answer(() => host.settled().then((context) => ({
          accepted: true,
          request: { ...request, ...given, amount: context.session?.amount ?? request.amount, currency: context.session?.currency ?? request.currency },
        })))
      },
      reject: () => answer(() => ({ accepted: false })),
    })
  })
  return {
    addressChanged: (change, request) => ask('shippingaddresschange', { ...(change.name === undefined ? {} : { name: change.name }), address: change.address }, request),
    rateChanged: (rate, request) => ask('shippingratechange', { shippingRate: rate }, request),
  }
}

/** Opens the clicked button's sheet; its result goes back to the model as a message. */
const openSheet = (button: ExpressButton, express: ExpressCheckoutState, elementId: string, context: ElementContext, host: EventHost<unknown>): void => {
  const sessionId = express.expressCheckoutSessionId!
  const answer = (action: string, payload: Json): void => host.send({ kind: 'action', elementId, action, payload })
  const closed = (failed: boolean, why?: string): void => answer('walletClosed', { sessionId, type: button.type, failed, ...(why === undefined ? {} : { why }) })
  const sheet = makeSheetHost(sheetPartsOf(context, express.clickOptions ?? {}), shippingEvents(host))
  const clientSecret = context.session?.clientSecret
  button.confirm({ session: sessionContextOf(context), sheet, ...(clientSecret === undefined ? {} : { clientSecret }) }).then(
    (result) => ('closed' in result ? closed(result.closed === 'failed', result.message) : answer('walletConfirmed', { sessionId, returned: returnedOf(result) as unknown as Json })),
    (error: unknown) => {
      console.warn(`payloom: the ${button.type} wallet failed:`, error)
      closed(true)
    },
  )
}

/** The express checkout state, as the element's state holds it with its buttons. */
interface WithExpress {
  readonly express: ExpressCheckoutState
  readonly buttons: Readonly<Record<string, { readonly status: string }>>
}

/** Merchant events of the express checkout flow, with callbacks that answer the model. */
export const expressEvents = (buttons: ReadonlyArray<ExpressButton>) => (message: ToController, state: WithExpress, context: ElementContext, host: EventHost<unknown>): ReadonlyArray<{ readonly name: string; readonly payload: unknown }> => {
  if (message.kind !== 'action') return []
  const express = state.express
  const type = express.sheetOpenedPaymentMethod ?? ''
  switch (message.action) {
    case 'click': {
      const clicked = message.payload
      if (typeof clicked !== 'string' || state.buttons[clicked]?.status !== 'shown') return []
      if (express.phase !== expressPhases.idle && express.phase !== expressPhases.confirmed) return []
      let resolved = false
      const resolve = (options: ExpressClickOptions = {}): void => {
        if (resolved) return
        const clickOptions = checked(options, 'click resolve()')
        resolved = true
        host.send({ kind: 'action', elementId: message.elementId, action: 'sheetOpened', payload: { type: clicked, sessionId: newSessionId(), clickOptions: clickOptions as unknown as Json } })
      }
      if (!host.listens('click')) queueMicrotask(() => resolve())
      const event: ExpressClickEvent = { elementType: 'expressCheckout', expressPaymentType: clicked, resolve }
      return [{ name: 'click', payload: event }]
    }
    case 'sheetOpened': {
      const button = buttons.find((candidate) => candidate.type === type)
      const opened = isRecord(message.payload) && message.payload.sessionId === express.expressCheckoutSessionId && express.phase === expressPhases.sheetOpened
      if (button !== undefined && opened) openSheet(button, express, message.elementId, context, host)
      return []
    }
    case 'walletConfirmed': {
      if (!express.isAwaitingConfirmCallback) return []
      const billing = express.paymentMethodData?.billing_details ?? express.billingDetails
      const paymentFailed = (options?: { readonly reason?: PaymentFailedReason }): void => {
        const result = expressTransition(expressStateOf(host.current()) ?? express, { type: 'close', method: 'paymentFailed' })
        if ('error' in result) throw new IntegrationError({ message: result.error })
        host.send({ kind: 'action', elementId: message.elementId, action: 'paymentFailed', payload: options?.reason ?? 'fail' })
      }
      const event: ExpressConfirmEvent = {
        elementType: 'expressCheckout',
        expressPaymentType: type,
        ...(billing === undefined ? {} : { billingDetails: billing }),
        ...(express.shippingContact === undefined ? {} : { shippingAddress: express.shippingContact }),
        ...(express.shippingRate === undefined ? {} : { shippingRate: express.shippingRate }),
        paymentFailed,
      }
      return [{ name: 'confirm', payload: event }]
    }
    case 'walletClosed': {
      const payload = isRecord(message.payload) ? message.payload : {}
      if (express.phase !== expressPhases.idle || typeof payload.type !== 'string') return []
      // The wallet's own words, when it gave any, help the merchant find why (a live Google Pay request without merchantId).
      if (payload.failed === true) console.error(`payloom: ${showFailedMessage} (${payload.type}${typeof payload.why === 'string' ? `: ${payload.why}` : ''})`)
      return [{ name: 'cancel', payload: { elementType: 'expressCheckout', expressPaymentType: payload.type } satisfies ExpressCancelEvent }]
    }
    default:
      return []
  }
}
