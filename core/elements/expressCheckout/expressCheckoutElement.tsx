import { uiLimits } from '../../generated/limits.generated.ts'
import type { Registry } from '../../plugin/Registry.ts'
import { IntegrationError } from '../../errors/IntegrationError.ts'
import type { BillingDetails, PaymentMethodData, WalletPlugin } from '../../plugin/contract.ts'
import type { ElementContext, ElementDefinition, ElementFormProps, ElementModel, EventHost } from '../../plugin/ElementDefinition.ts'
import type { Json, ToController } from '../messages.ts'
import type { ExpressCheckoutOptions } from '../../validation/options/expressCheckout.ts'
import { expressPhases, expressStateOf, expressStep, expressTransition, initialExpressState, type ExpressCheckoutState } from './expressState.ts'
import { sessionContextOf } from '../payment/methodState.ts'
import { isRecord } from '../../json/guards.ts'
import { buttonLabel, buttonTheme } from './buttonFace.ts'
import { paymentNeedsOf, restrictionOf } from './hiddenReason.ts'
import { expressStyles } from './expressStyles.ts'

export type ButtonState =
  | { readonly status: 'loading' }
  | { readonly status: 'hidden'; readonly reason: string }
  | { readonly status: 'shown' }

interface ExpressState {
  readonly buttons: Readonly<Record<string, ButtonState>>
  readonly express: ExpressCheckoutState
  /** The payment the buttons were decided for: the session as the wallets see it, and what it asks of them. */
  readonly decidedFor: string
}

/** The merchant's answer to `click`: what the wallet's sheet should ask for (Stripe.js shape). */
export interface ClickResolveOptions {
  readonly emailRequired?: boolean
  readonly phoneNumberRequired?: boolean
  readonly shippingAddressRequired?: boolean
}

/** The `click` event: call `resolve()` to open the wallet's sheet (it opens at once when nobody listens). */
export interface ExpressClickEvent {
  readonly elementType: 'expressCheckout'
  readonly expressPaymentType: string
  resolve(options?: ClickResolveOptions): void
}

/**
 * The `confirm` event: the wallet returned the shopper's payment details. Confirm with
 * `payloom.confirmPayment({ elements, clientSecret, confirmParams })`, or call `paymentFailed()`.
 */
export interface ExpressConfirmEvent {
  readonly elementType: 'expressCheckout'
  readonly expressPaymentType: string
  readonly billingDetails?: BillingDetails
  /** Ends this confirm without paying; throws when called out of turn (controller.md §8). */
  paymentFailed(reason?: string): void
}

/** The `cancel` event: the shopper closed the wallet's sheet. */
export interface ExpressCancelEvent {
  readonly elementType: 'expressCheckout'
  readonly expressPaymentType: string
}

/** The wallets with a sheet of their own (a confirm handler): each has a button; Link lives in the other elements. */
type ExpressWallet = WalletPlugin & Required<Pick<WalletPlugin, 'confirm'>>
const wallets = (registry: Registry): ReadonlyArray<ExpressWallet> => registry.wallets.filter((wallet): wallet is ExpressWallet => wallet.confirm !== undefined)

/** The payment the buttons are decided for, as the wallets and their settings see it. */
const decisionKeyOf = (context: ElementContext): string => JSON.stringify({ ...sessionContextOf(context), ...paymentNeedsOf(context) })

const newSessionId = (): string => `ecs_${crypto.randomUUID().replace(/-/g, '')}`

/** The express checkout flow's steps, as the model reduces them. */
const reduceExpress = (state: ExpressCheckoutState, action: string, payload: unknown): ExpressCheckoutState => {
  const data = isRecord(payload) ? payload : {}
  switch (action) {
    case 'sheetOpened':
      return typeof data.type === 'string' && typeof data.sessionId === 'string' ? expressStep(state, { type: 'sheetOpened', paymentMethod: data.type, sessionId: data.sessionId }) : state
    case 'walletConfirmed':
      return isRecord(data.paymentMethodData) && typeof data.paymentMethodData.type === 'string' && data.sessionId === state.expressCheckoutSessionId
        ? expressStep(state, { type: 'awaitConfirmCallback', paymentMethodData: data.paymentMethodData as PaymentMethodData })
        : state
    case 'walletClosed':
      return state.phase === expressPhases.sheetOpened && data.sessionId === state.expressCheckoutSessionId ? expressStep(state, { type: 'reset' }) : state
    case 'paymentFailed':
      return expressStep(state, { type: 'close', method: 'paymentFailed' })
    case 'confirmStart':
      return expressStep(state, { type: 'confirmStart', method: 'confirmPayment' })
    case 'confirmEnd':
      return expressStep(state, { type: 'confirmEnd' })
    default:
      return state
  }
}

/** The wallet's sheet: its confirm handler's result goes back to the model as a message. */
const openSheet = (wallet: ExpressWallet, elementId: string, sessionId: string, context: ElementContext, host: EventHost<ExpressState>): void => {
  const answer = (action: string, payload: Json): void => host.send({ kind: 'action', elementId, action, payload })
  wallet.confirm({ session: sessionContextOf(context) }).then(
    (result) => ('paymentMethodData' in result ? answer('walletConfirmed', { sessionId, paymentMethodData: result.paymentMethodData as unknown as Json }) : answer('walletClosed', { sessionId, type: wallet.type })),
    (error: unknown) => {
      console.warn(`payloom: the ${wallet.type} wallet failed:`, error)
      answer('walletClosed', { sessionId, type: wallet.type })
    },
  )
}

/** Merchant events of the express checkout flow, with callbacks that answer the model. */
const expressEvents = (registry: Registry) => (message: ToController, state: ExpressState, context: ElementContext, host: EventHost<ExpressState>): ReadonlyArray<{ readonly name: string; readonly payload: unknown }> => {
  if (message.kind !== 'action') return []
  const express = state.express
  const type = express.sheetOpenedPaymentMethod ?? ''
  switch (message.action) {
    case 'click': {
      const clicked = message.payload
      if (typeof clicked !== 'string' || state.buttons[clicked]?.status !== 'shown') return []
      if (express.phase !== expressPhases.idle && express.phase !== expressPhases.confirmed) return []
      let resolved = false
      const resolve = (): void => {
        if (resolved) return
        resolved = true
        host.send({ kind: 'action', elementId: message.elementId, action: 'sheetOpened', payload: { type: clicked, sessionId: newSessionId() } })
      }
      if (!host.listens('click')) queueMicrotask(resolve)
      const event: ExpressClickEvent = { elementType: 'expressCheckout', expressPaymentType: clicked, resolve }
      return [{ name: 'click', payload: event }]
    }
    case 'sheetOpened': {
      const wallet = wallets(registry).find((w) => w.type === type)
      const opened = isRecord(message.payload) && message.payload.sessionId === express.expressCheckoutSessionId && express.phase === expressPhases.sheetOpened
      if (wallet !== undefined && opened && express.expressCheckoutSessionId !== undefined) openSheet(wallet, message.elementId, express.expressCheckoutSessionId, context, host)
      return []
    }
    case 'walletConfirmed': {
      if (!express.isAwaitingConfirmCallback) return []
      const billing = express.paymentMethodData?.billing_details
      const paymentFailed = (reason?: string): void => {
        const result = expressTransition(expressStateOf(host.current()) ?? express, { type: 'close', method: 'paymentFailed' })
        if ('error' in result) throw new IntegrationError({ message: result.error })
        host.send({ kind: 'action', elementId: message.elementId, action: 'paymentFailed', payload: reason ?? null })
      }
      const event: ExpressConfirmEvent = { elementType: 'expressCheckout', expressPaymentType: type, ...(billing === undefined ? {} : { billingDetails: billing }), paymentFailed }
      return [{ name: 'confirm', payload: event }]
    }
    case 'walletClosed': {
      const closed = isRecord(message.payload) ? message.payload.type : undefined
      return express.phase === expressPhases.idle && typeof closed === 'string'
        ? [{ name: 'cancel', payload: { elementType: 'expressCheckout', expressPaymentType: closed } satisfies ExpressCancelEvent }]
        : []
    }
    default:
      return []
  }
}

/**
 * Each wallet's button starts loading; availability resolves it to shown or hidden with a reason.
 * Wallet plugins decide availability against the session and the browser (DESIGN.md "Plugins").
 * A click opens the wallet's sheet; its payment details wait for the merchant's confirm.
 */
const expressModel = (registry: Registry): ElementModel<ExpressState, ExpressCheckoutOptions> => {
  /**
   * Every button loading again, for availability to decide, but those hidden whatever the browser:
   * turned off by the merchant, or unable to take this payment by their plugin's settings.
   */
  const undecided = (context: ElementContext<ExpressCheckoutOptions>): Pick<ExpressState, 'buttons' | 'decidedFor'> => {
    const needs = paymentNeedsOf(context)
    const decide = (wallet: WalletPlugin): ButtonState => {
      const reason = context.options?.paymentMethods?.[wallet.type] === 'never'
        ? 'payment_method_disabled'
        : context.session?.unverifiedPaymentMethodsOnDomain.includes(wallet.type)
          ? 'domain_unregistered_or_backend_filtered'
          : restrictionOf(wallet.settings, needs)
      return reason === undefined ? { status: 'loading' } : { status: 'hidden', reason }
    }
    return {
      buttons: Object.fromEntries(wallets(registry).map((wallet) => [wallet.type, decide(wallet)])),
      decidedFor: decisionKeyOf(context),
    }
  }
  return {
    init: (context) => ({ ...undecided(context), express: initialExpressState }),
    /**
     * A new amount, currency or intent may change what a wallet can take: the buttons are decided
     * again, unless a wallet's sheet is open (that payment goes on with what it was shown).
     */
    sessionChanged: (state, context) =>
      state.express.phase !== expressPhases.idle || decisionKeyOf(context) === state.decidedFor
        ? state
        : { ...state, ...undecided(context) },
    reduce: (state, message) => {
      if (message.kind !== 'action') return state
      if (message.action !== 'availability') {
        const express = reduceExpress(state.express, message.action, message.payload)
        return express === state.express ? state : { ...state, express }
      }
      if (typeof message.payload !== 'object' || message.payload === null) return state
      const { type, available, reason, decidedFor } = message.payload as { type?: unknown; available?: unknown; reason?: unknown; decidedFor?: unknown }
      // An answer for a session since replaced waits for the one its successor gets.
      if (typeof type !== 'string' || !(type in state.buttons) || state.buttons[type]?.status !== 'loading' || decidedFor !== state.decidedFor) return state
      return { ...state, buttons: { ...state.buttons, [type]: available === true ? { status: 'shown' } : { status: 'hidden', reason: typeof reason === 'string' ? reason : 'unsupported_browser' } } }
    },
    view: (state, context) => ({
      height: context.options?.buttonHeight ?? uiLimits.expressButtonHeight,
      buttons: wallets(registry).map((wallet) => ({
        type: wallet.type,
        status: state.buttons[wallet.type]?.status ?? 'loading',
        theme: buttonTheme(wallet, context),
        label: buttonLabel(wallet, context),
      })),
      intentType: sessionContextOf(context).intentType,
    }),
    change: (state) => ({
      elementType: 'expressCheckout',
      empty: true,
      complete: false,
      availablePaymentMethods: Object.fromEntries(Object.entries(state.buttons).map(([type, button]) => [type, button.status === 'shown'])),
      // For the merchant, never the shopper: why a button is not offered.
      hiddenReasons: Object.fromEntries(Object.entries(state.buttons).flatMap(([type, button]) => (button.status === 'hidden' ? [[type, button.reason]] : []))),
    }),
    submit: (state) => state,
    clear: (state) => state,
    firstField: () => undefined,
    load: (state, context) => {
      const loading = wallets(registry).filter((wallet) => state.buttons[wallet.type]?.status === 'loading')
      if (loading.length === 0) return undefined
      const session = sessionContextOf(context)
      return Promise.all(loading.map(async (wallet) => {
        const availability = await wallet.availability(session, context.capabilities)
        return {
          kind: 'action',
          elementId: '',
          action: 'availability',
          payload: { type: wallet.type, decidedFor: state.decidedFor, available: availability.available, ...(availability.available ? {} : { reason: availability.reason }) },
        } as const
      }))
    },
    events: expressEvents(registry),
  }
}

interface ExpressView {
  readonly height: number
  readonly buttons: ReadonlyArray<{ readonly type: string; readonly status: ButtonState['status']; readonly theme: string; readonly label: string }>
}

const expressForm = () => ({ view: raw, send, elementId }: ElementFormProps) => {
  const view = raw as unknown as ExpressView
  const shown = view.buttons.filter((button) => button.status !== 'hidden')
  return (
    <div className="p-ExpressCheckout" aria-busy={view.buttons.some((button) => button.status === 'loading')}>
      {shown.map((button) => (
        <button
          key={button.type}
          type="button"
          className={`p-ExpressButton p-ExpressButton--${button.theme}`}
          style={{ height: `${view.height}px` }}
          disabled={button.status === 'loading'}
          onClick={() => send({ kind: 'action', elementId, action: 'click', payload: button.type })}
        >
          {button.label}
        </button>
      ))}
    </div>
  )
}

/** The express checkout element's shell: buttons with loading, hidden (with reasons) and shown states. */
export const expressCheckoutElement = (registry: Registry): ElementDefinition<ExpressState, ExpressCheckoutOptions> => ({
  type: 'expressCheckout',
  model: expressModel(registry),
  Form: expressForm(),
  styles: expressStyles,
})
