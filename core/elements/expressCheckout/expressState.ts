import type { BillingDetails, PaymentMethodData } from '../../plugin/contract.ts'
import type { ExpressClickOptions, ExpressShippingRate, WalletApproval } from '../../plugin/expressSheet.ts'

/**
 * Where an express checkout is (controller.md §4 "Express checkout"): the wallet's sheet opened,
 * then the merchant's `confirm` handler is awaited, then confirm starts and ends.
 */
export const expressPhases = {
  idle: 'idle',
  sheetOpened: 'sheet_opened',
  awaitingConfirmCallback: 'awaiting_confirm_callback',
  confirming: 'confirming',
  confirmed: 'confirmed',
} as const
export type ExpressPhase = (typeof expressPhases)[keyof typeof expressPhases]

/** The shipping contact a wallet's sheet returns. */
export interface ShippingContact {
  readonly name?: string
  readonly address?: BillingDetails['address']
}

/**
 * What the wallet's sheet returned, which the merchant's confirm sends. What its popup approved
 * (`WalletApproval`: PayPal's order or billing agreement, Klarna's confirmation token) also rides
 * in `paymentMethodData`'s payment_method_options (core/methods/expressApproval.ts), which confirm sends.
 */
export interface WalletReturned extends WalletApproval {
  /** New details (a card token, a method the provider's page approves)... */
  readonly paymentMethodData?: PaymentMethodData
  /** ...or a payment method the provider holds (Link's saved card). */
  readonly paymentMethod?: string
  readonly billingDetails?: BillingDetails
  readonly shippingContact?: ShippingContact
  readonly shippingRate?: ExpressShippingRate
}

/** Only what the wallet's popup approved, of a sheet's result (which holds more). */
export const approvalOf = ({ paypalOrder, billingAgreementId, klarnaConfirmationToken }: WalletApproval): WalletApproval => ({
  ...(paypalOrder === undefined ? {} : { paypalOrder }),
  ...(billingAgreementId === undefined ? {} : { billingAgreementId }),
  ...(klarnaConfirmationToken === undefined ? {} : { klarnaConfirmationToken }),
})

/**
 * The express checkout state (controller.md §3 "Express checkout state"): `paypalOrder`,
 * `billingAgreementId` and `klarnaConfirmationToken` (WalletApproval) are what the wallet's popup
 * approved, kept from its sheet to confirm end.
 */
export interface ExpressCheckoutState extends WalletApproval {
  readonly phase: ExpressPhase
  readonly isAwaitingConfirmCallback: boolean
  /** The wallet whose sheet is open (its plugin type). */
  readonly sheetOpenedPaymentMethod?: string
  /** What the merchant answered to `click`: what the sheet asks and shows. */
  readonly clickOptions?: ExpressClickOptions
  /** What the wallet returned, sent when the merchant confirms. */
  readonly paymentMethodData?: PaymentMethodData
  /** The payment method the provider already holds that the wallet returned instead (Link's saved card). */
  readonly paymentMethod?: string
  readonly billingDetails?: BillingDetails
  readonly shippingContact?: ShippingContact
  readonly shippingRate?: ExpressShippingRate
  /** Names one express checkout from click to confirm end. */
  readonly expressCheckoutSessionId?: string
}

/** The merchant calls that move the machine; a call out of turn gets the spec's message. */
export type ExpressMethod = 'paymentFailed' | 'confirmPayment' | 'confirmSetup'

export type ExpressAction =
  | { readonly type: 'sheetOpened'; readonly paymentMethod: string; readonly sessionId: string; readonly clickOptions?: ExpressClickOptions }
  | { readonly type: 'awaitConfirmCallback'; readonly returned: WalletReturned }
  /** The merchant gave up (`paymentFailed()`): allowed only while the confirm handler is awaited. */
  | { readonly type: 'close'; readonly method: ExpressMethod }
  | { readonly type: 'confirmStart'; readonly method: ExpressMethod }
  | { readonly type: 'confirmEnd' }
  /** The shopper closed the sheet, or the flow is abandoned. */
  | { readonly type: 'reset' }

/** The state before any button is clicked. */
export const initialExpressState: ExpressCheckoutState = { phase: expressPhases.idle, isAwaitingConfirmCallback: false }

/** The message for a merchant call the machine does not expect now (controller.md §8). */
export const unexpectedCallMessage = (method: ExpressMethod): string =>
  `Unexpected call to ${method}. Ensure you are either submitting a payment or calling paymentFailed() once per expressCheckout Element confirm event.`

/** The next state, or the merchant's message when the action is out of turn. */
export type ExpressTransition = { readonly state: ExpressCheckoutState } | { readonly error: string }

const next = (state: ExpressCheckoutState): ExpressTransition => ({ state })
const outOfTurn = { error: 'This express checkout step is out of turn.' } as const

/** The express checkout machine: pure, so the same rules run in the element and in tests. */
export const expressTransition = (state: ExpressCheckoutState, action: ExpressAction): ExpressTransition => {
  switch (action.type) {
    case 'sheetOpened':
      return state.phase === expressPhases.idle || state.phase === expressPhases.confirmed
        ? next({
          phase: expressPhases.sheetOpened,
          isAwaitingConfirmCallback: false,
          sheetOpenedPaymentMethod: action.paymentMethod,
          expressCheckoutSessionId: action.sessionId,
          ...(action.clickOptions === undefined ? {} : { clickOptions: action.clickOptions }),
        })
        : outOfTurn
    case 'awaitConfirmCallback':
      return state.phase === expressPhases.sheetOpened
        ? next({ ...state, ...action.returned, phase: expressPhases.awaitingConfirmCallback, isAwaitingConfirmCallback: true })
        : outOfTurn
    case 'close':
      return state.isAwaitingConfirmCallback ? next(initialExpressState) : { error: unexpectedCallMessage(action.method) }
    case 'confirmStart':
      return state.isAwaitingConfirmCallback ? next({ ...state, phase: expressPhases.confirming, isAwaitingConfirmCallback: false }) : { error: unexpectedCallMessage(action.method) }
    case 'confirmEnd':
      // The wallet's data served one confirm; paying again takes a new click.
      return state.phase === expressPhases.confirming ? next({ phase: expressPhases.confirmed, isAwaitingConfirmCallback: false }) : outOfTurn
    case 'reset':
      return next(initialExpressState)
  }
}

/** The next state, or the same one when the action is out of turn (for reducers, which never throw). */
export const expressStep = (state: ExpressCheckoutState, action: ExpressAction): ExpressCheckoutState => {
  const result = expressTransition(state, action)
  return 'state' in result ? result.state : state
}
