import { uiLimits } from '../../generated/limits.generated.ts'
import { IntegrationError } from '../../errors/IntegrationError.ts'
import { Logo } from '../../react/Logo.tsx'
import type { ElementContext, ElementDefinition, ElementFormProps, ElementModel } from '../../plugin/ElementDefinition.ts'
import type { Json } from '../messages.ts'
import type { ExpressCheckoutOptions } from '../../validation/options/expressCheckout.ts'
import { buttonFace, buttonTheme, type ButtonFace } from '../expressCheckout/buttonFace.ts'
import { expressButtonsOf, type ExpressButton } from '../expressCheckout/expressButtons.ts'
import { expressStyles } from '../expressCheckout/expressStyles.ts'
import { validatePaymentRequestButtonOptions, type PaymentRequestButtonOptions } from './buttonOptions.ts'
import type { PaymentRequest } from './paymentRequestTypes.ts'
import { walletNameOf, walletsInOrder } from './walletChoice.ts'

/** The wallet each payment request's button shows, decided before the button mounts. */
const decided = new WeakMap<PaymentRequest, string>()

interface ButtonState {
  /** The wallet whose button shows: the first that can pay the request. */
  readonly wallet: string
}

interface ButtonView {
  readonly theme: string
  readonly height: number
  readonly face: ButtonFace
}

/** The `click` event: `preventDefault()` keeps the sheet closed (the merchant shows it later, or not at all). */
export interface PaymentRequestButtonClickEvent {
  readonly elementType: 'paymentRequestButton'
  preventDefault(): void
}

/** Options whose mistakes the console has told. */
const reported = new WeakSet<object>()

/** The options' mistakes, as the merchant reads them. */
const optionsError = (options: unknown): IntegrationError | undefined => {
  const { errors } = validatePaymentRequestButtonOptions(options)
  return errors.length === 0 ? undefined : new IntegrationError({ message: `Invalid value for the paymentRequestButton element: ${errors.join(' ')}` })
}

const requestOf = (context: ElementContext<PaymentRequestButtonOptions>): PaymentRequest => {
  const request = context.options?.paymentRequest
  if (request === undefined) throw new IntegrationError({ message: 'Missing required option paymentRequest: pass the object payloom.paymentRequest() returned.' })
  return request
}

const buttonOf = (context: ElementContext, type: string): ExpressButton | undefined => expressButtonsOf(context.registry).find((button) => button.type === type)

/** The button's face as the express checkout element draws a wallet's: the call to action around its mark, in its theme. */
const viewOf = (state: ButtonState, context: ElementContext<PaymentRequestButtonOptions>): ButtonView => {
  // A mistake in update() is told on the console, once; the button keeps its default face meanwhile.
  const error = optionsError(context.options)
  if (error !== undefined && !reported.has(context.options)) {
    reported.add(context.options)
    console.error(`payloom: ${error.message}`)
  }
  const style = error === undefined ? context.options?.style?.paymentRequestButton : undefined
  const button = buttonOf(context, state.wallet)
  // The express element's face reads its own options: the call to action and theme for this wallet.
  const faceContext = { ...context, options: { ...(style?.type === undefined ? {} : { buttonType: { [state.wallet]: style.type } }), ...(style?.theme === undefined ? {} : { buttonTheme: { [state.wallet]: style.theme } }) } } as ElementContext<ExpressCheckoutOptions>
  return {
    theme: button === undefined ? 'dark' : buttonTheme(button, faceContext),
    height: style?.height === undefined ? uiLimits.expressButtonHeight : Number.parseFloat(style.height),
    face: button === undefined ? { label: state.wallet, name: state.wallet, before: '', after: '' } : buttonFace(button, faceContext),
  }
}

const model: ElementModel<ButtonState, PaymentRequestButtonOptions> = {
  init: (context) => ({ wallet: decided.get(requestOf(context)) ?? '' }),
  reduce: (state) => state,
  view: (state, context) => ({ ...viewOf(state, context), wallet: state.wallet }) as unknown as Json,
  change: () => ({ elementType: 'paymentRequestButton', empty: true, complete: false }),
  submit: (state) => state,
  clear: (state) => state,
  firstField: () => undefined,
  events: (message, _state, context) => {
    if (message.kind !== 'action' || message.action !== 'click') return []
    const request = requestOf(context)
    let prevented = false
    // After the merchant's click listeners, which run as the event is emitted: they may prevent
    // the sheet or update() the request first. The click's user activation still holds.
    queueMicrotask(() => {
      if (prevented || request.isShowing()) return
      try {
        request.show()
      } catch (error) {
        console.error('payloom:', error)
      }
    })
    const event: PaymentRequestButtonClickEvent = { elementType: 'paymentRequestButton', preventDefault: () => { prevented = true } }
    return [{ name: 'click', payload: event }]
  },
}

const ButtonForm = (buttons: (type: string) => ExpressButton | undefined) => ({ view: raw, send, elementId }: ElementFormProps) => {
  const view = raw as unknown as ButtonView & { readonly wallet: string }
  const load = buttons(view.wallet)?.plugin.loadLogo
  return (
    <div className="p-ExpressCheckout">
      <button
        type="button"
        className={`p-ExpressButton p-ExpressButton--${view.theme}`}
        style={{ height: `${view.height}px` }}
        aria-label={view.face.label}
        onClick={() => send({ kind: 'action', elementId, action: 'click' })}
      >
        {/* Spaces between the parts: the flex gap draws them, and the text read from the button has them too ("Buy with Quick Pay"). */}
        {view.face.before === '' ? null : <><span aria-hidden="true">{view.face.before}</span>{' '}</>}
        {load === undefined ? <span aria-hidden="true">{view.face.name}</span> : <Logo load={load} label={null} className="p-ExpressMark" />}
        {view.face.after === '' ? null : <>{' '}<span aria-hidden="true">{view.face.after}</span></>}
      </button>
    </div>
  )
}

/**
 * Stripe.js's payment request button: one button, for the first wallet that can pay the merchant's
 * `payloom.paymentRequest()`, drawn as the express checkout element draws that wallet's; a click
 * shows the request's sheet. It refuses to mount where no wallet can pay.
 */
export const paymentRequestButtonElement = (registry: ElementContext['registry']): ElementDefinition<ButtonState, PaymentRequestButtonOptions> => {
  const buttons = expressButtonsOf(registry)
  return {
    type: 'paymentRequestButton',
    prepare: async (context) => {
      const error = optionsError(context.options)
      if (error !== undefined) throw error
      const request = requestOf(context)
      const result = await request.canMakePayment()
      const wallet = result === null ? undefined : walletsInOrder(registry.wallets).find((candidate) => result[walletNameOf(candidate.type)] === true)
      if (wallet === undefined) {
        throw new IntegrationError({ message: 'Cannot mount the paymentRequestButton element: no wallet can pay its paymentRequest in this browser (canMakePayment() resolves null). Check canMakePayment() before mounting the button.' })
      }
      decided.set(request, wallet.type)
    },
    model,
    Form: ButtonForm((type) => buttons.find((button) => button.type === type)),
    styles: expressStyles,
  }
}
