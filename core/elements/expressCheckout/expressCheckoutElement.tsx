import { useRef } from 'react'
import { uiLimits } from '../../generated/limits.generated.ts'
import { isRecord } from '../../json/guards.ts'
import type { Registry } from '../../plugin/Registry.ts'
import type { ElementContext, ElementDefinition, ElementFormProps, ElementModel } from '../../plugin/ElementDefinition.ts'
import type { Json } from '../messages.ts'
import type { ExpressClickOptions } from '../../plugin/expressSheet.ts'
import type { ExpressCheckoutOptions } from '../../validation/options/expressCheckout.ts'
import { sessionContextOf } from '../payment/methodState.ts'
import { buttonFace, buttonTheme, type ButtonFace } from './buttonFace.ts'
import { ButtonFaceContent } from './ButtonFaceContent.tsx'
import { expressButtonsOf, orderedButtons, type ExpressButton } from './expressButtons.ts'
import { expressEvents } from './expressEvents.ts'
import { expressPhases, expressStep, initialExpressState, type ExpressCheckoutState, type WalletReturned } from './expressState.ts'
import { expressStyles } from './expressStyles.ts'
import { paymentNeedsOf, restrictionOf } from './hiddenReason.ts'
import { configReasonOf, walletSupport } from './walletConfig.ts'

export type ButtonState =
  | { readonly status: 'loading' }
  | { readonly status: 'hidden'; readonly reason: string }
  | { readonly status: 'shown' }

interface ExpressState {
  readonly buttons: Readonly<Record<string, ButtonState>>
  readonly express: ExpressCheckoutState
  /** The payment the buttons were decided for: the session as the wallets see it, and what it asks of them. */
  readonly decidedFor: string
  /** The shopper opened the buttons the layout's rows left out ("More"). */
  readonly expanded: boolean
  /** The last sheet could not show: the element says so until the next click. */
  readonly showFailed: boolean
}

/** What the express checkout flow's messages do to its state. */
const reduceExpress = (state: ExpressCheckoutState, action: string, payload: unknown): ExpressCheckoutState => {
  const data = isRecord(payload) ? payload : {}
  switch (action) {
    case 'sheetOpened':
      return typeof data.type === 'string' && typeof data.sessionId === 'string'
        ? expressStep(state, { type: 'sheetOpened', paymentMethod: data.type, sessionId: data.sessionId, ...(isRecord(data.clickOptions) ? { clickOptions: data.clickOptions as ExpressClickOptions } : {}) })
        : state
    case 'walletConfirmed':
      return isRecord(data.returned) && data.sessionId === state.expressCheckoutSessionId
        ? expressStep(state, { type: 'awaitConfirmCallback', returned: data.returned as WalletReturned })
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

/** The payment the buttons are decided for, as the wallets and their settings see it. */
const decisionKeyOf = (context: ElementContext): string => JSON.stringify({ ...sessionContextOf(context), ...paymentNeedsOf(context) })

/**
 * Each wallet's button starts loading; availability resolves it to shown or hidden with a reason.
 * Wallet plugins decide availability against the session and the browser (DESIGN.md "Plugins"),
 * the provider's wallet config for Apple Pay and Google Pay (controller.md §4). A click opens the
 * wallet's sheet; its payment details wait for the merchant's confirm.
 */
const expressModel = (buttons: ReadonlyArray<ExpressButton>): ElementModel<ExpressState, ExpressCheckoutOptions> => {
  /**
   * Every button loading again, for availability to decide, but those hidden whatever the browser:
   * turned off by the merchant, or unable to take this payment by their plugin's settings.
   */
  const undecided = (context: ElementContext<ExpressCheckoutOptions>): Pick<ExpressState, 'buttons' | 'decidedFor'> => {
    const needs = paymentNeedsOf(context)
    const decide = (button: ExpressButton): ButtonState => {
      const reason = context.options?.paymentMethods?.[button.type] === 'never'
        ? 'payment_method_disabled'
        : context.session?.unverifiedPaymentMethodsOnDomain.includes(button.type)
          ? 'domain_unregistered_or_backend_filtered'
          : restrictionOf(button.settings, needs)
      return reason === undefined ? { status: 'loading' } : { status: 'hidden', reason }
    }
    return {
      buttons: Object.fromEntries(buttons.map((button) => [button.type, decide(button)])),
      decidedFor: decisionKeyOf(context),
    }
  }
  /** Whether a button can pay here: the provider's wallet config first (Apple Pay, Google Pay), then its plugin. */
  const availabilityOf = async (button: ExpressButton, context: ElementContext): Promise<{ readonly available: boolean; readonly reason?: string }> => {
    const configReason = configReasonOf(button.type, button.type === 'apple_pay' || button.type === 'google_pay' ? await walletSupport(context) : undefined)
    if (configReason !== undefined) return { available: false, reason: configReason }
    const availability = await button.availability(sessionContextOf(context), context.capabilities)
    return availability.available ? { available: true } : { available: false, reason: availability.reason }
  }
  return {
    init: (context) => ({ ...undecided(context), express: initialExpressState, expanded: false, showFailed: false }),
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
      if (message.action === 'more') return { ...state, expanded: true }
      if (message.action === 'click') return state.showFailed ? { ...state, showFailed: false } : state
      if (message.action === 'walletClosed' && isRecord(message.payload) && message.payload.failed === true) {
        return { ...state, showFailed: true, express: reduceExpress(state.express, message.action, message.payload) }
      }
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
    view: (state, context) => {
      const layout = context.options?.layout
      const ordered = orderedButtons(buttons, context.options?.paymentMethodOrder, context.session?.typesAndWallets)
      const offered = ordered.filter((button) => state.buttons[button.type]?.status !== 'hidden')
      const columns = layout?.maxColumns ?? 0
      const rows = layout?.maxRows ?? 0
      // The rows the merchant allows hold this many buttons; with overflow 'auto' the last place goes to "More".
      const room = rows > 0 && layout?.overflow !== 'never' ? rows * (columns > 0 ? columns : offered.length) : offered.length
      const overflows = !state.expanded && offered.length > room
      const shown = overflows ? offered.slice(0, Math.max(room - 1, 0)) : offered
      return {
        height: context.options?.buttonHeight ?? uiLimits.expressButtonHeight,
        columns,
        buttons: shown.map((button) => ({
          type: button.type,
          status: state.buttons[button.type]?.status ?? 'loading',
          theme: buttonTheme(button, context),
          face: buttonFace(button, context) as unknown as Json,
          ...(button.buttonMinWidth === undefined ? {} : { minWidth: button.buttonMinWidth }),
        })),
        more: overflows ? context.t('express.more') : null,
        failed: state.showFailed ? context.t('common.wallet_show_failed') : null,
      }
    },
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
      const loading = buttons.filter((button) => state.buttons[button.type]?.status === 'loading')
      if (loading.length === 0) return undefined
      return Promise.all(loading.map(async (button) => ({
        kind: 'action',
        elementId: '',
        action: 'availability',
        payload: { type: button.type, decidedFor: state.decidedFor, ...await availabilityOf(button, context) },
      } as const)))
    },
    events: expressEvents(buttons),
  }
}

interface ExpressView {
  readonly height: number
  readonly columns: number
  readonly buttons: ReadonlyArray<{ readonly type: string; readonly status: ButtonState['status']; readonly theme: string; readonly face: ButtonFace; readonly minWidth?: number }>
  readonly more: string | null
  readonly failed: string | null
}

/**
 * At most `columns` columns, each at least as wide as the widest button's least width (Google
 * Pay's 240 px): a narrow page gets fewer columns rather than buttons over each other.
 */
const columnsOf = (view: ExpressView): string => {
  const least = Math.max(0, ...view.buttons.map((button) => button.minWidth ?? 0))
  const share = `calc((100% - ${view.columns - 1} * var(--p-spacingUnit) * 2) / ${view.columns})`
  return `repeat(auto-fill, minmax(max(${least}px, ${share}), 1fr))`
}

/**
 * The buttons: each wallet's mark inside the merchant's call to action ("Buy with" [mark]), named
 * in full for screen readers; a "More" button for those the layout's rows leave out; the message
 * when a sheet could not show, announced.
 */
const expressForm = (buttons: ReadonlyArray<ExpressButton>) => ({ view: raw, send, elementId }: ElementFormProps) => {
  const view = raw as unknown as ExpressView
  const moreFocus = useRef(-1)
  const markOf = (type: string) => buttons.find((button) => button.type === type)?.plugin.loadLogo
  return (
    <div className="p-ExpressCheckout" aria-busy={view.buttons.some((button) => button.status === 'loading')} style={view.columns > 0 ? { display: 'grid', gridTemplateColumns: columnsOf(view) } : undefined}>
      {view.buttons.map((button, index) => (
        <button
          key={button.type}
          type="button"
          className={`p-ExpressButton p-ExpressButton--${button.theme}`}
          style={{ height: `${view.height}px`, ...(button.minWidth === undefined ? {} : { minWidth: `${button.minWidth}px` }) }}
          disabled={button.status === 'loading'}
          ref={(node) => {
            // After "More", focus lands on the first button it brought, where the shopper was.
            if (node !== null && index === moreFocus.current) {
              moreFocus.current = -1
              node.focus()
            }
          }}
          onClick={() => send({ kind: 'action', elementId, action: 'click', payload: button.type })}
        >
          <ButtonFaceContent face={button.face} load={markOf(button.type)} />
        </button>
      ))}
      {view.more === null ? null : (
        <button
          type="button"
          className="p-ExpressButton p-ExpressButton--more"
          style={{ height: `${view.height}px` }}
          aria-expanded="false"
          onClick={() => {
            moreFocus.current = view.buttons.length
            send({ kind: 'action', elementId, action: 'more' })
          }}
        >
          {view.more}
        </button>
      )}
      {view.failed === null ? null : <p className="p-ExpressError" role="alert">{view.failed}</p>}
    </div>
  )
}

/** The express checkout element: each wallet's and express method's button, its sheet and the merchant's events. */
export const expressCheckoutElement = (registry: Registry): ElementDefinition<ExpressState, ExpressCheckoutOptions> => {
  const buttons = expressButtonsOf(registry)
  return {
    type: 'expressCheckout',
    model: expressModel(buttons),
    Form: expressForm(buttons),
    styles: expressStyles,
  }
}
