import { uiLimits } from '../../generated/limits.generated.ts'
import type { ElementContext, ElementDefinition, ElementFormProps, ElementModel } from '../../plugin/ElementDefinition.ts'
import type { Json } from '../messages.ts'
import type { ExpressCheckoutOptions } from '../../validation/options/expressCheckout.ts'
import { buttonFace, buttonTheme, type ButtonFace } from '../expressCheckout/buttonFace.ts'
import { ButtonFaceContent } from '../expressCheckout/ButtonFaceContent.tsx'
import { expressButtonsOf, type ExpressButton } from '../expressCheckout/expressButtons.ts'
import { expressStyles } from '../expressCheckout/expressStyles.ts'
import { showAfterListeners, type PaymentRequestButtonClickEvent } from './buttonClick.ts'
import { buttonOptionsError, isFramed, requestOf, type FramedButtonOptions, type PaymentRequestButtonOptions } from './buttonOptions.ts'
import type { PaymentRequest } from './paymentRequestTypes.ts'
import { buttonWalletOf } from './walletChoice.ts'

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

/** Options whose mistakes the console has told. */
const reported = new WeakSet<object>()

/** The element's options: the merchant's (inline hosting), or what the merchant's page sent its frames (isolated hosting). */
type ButtonOptions = PaymentRequestButtonOptions | FramedButtonOptions

const buttonOf = (context: ElementContext, type: string): ExpressButton | undefined => expressButtonsOf(context.registry).find((button) => button.type === type)

/** The button's face as the express checkout element draws a wallet's: the call to action around its mark, in its theme. */
const viewOf = (state: ButtonState, context: ElementContext<ButtonOptions>): ButtonView => {
  // A mistake in update() is told on the console, once; the button keeps its default face meanwhile.
  const error = buttonOptionsError(context.options)
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
    face: button === undefined ? { name: state.wallet, before: '', after: '' } : buttonFace(button, faceContext),
  }
}

const model: ElementModel<ButtonState, ButtonOptions> = {
  init: ({ options }) => ({ wallet: isFramed(options) ? options.wallet : decided.get(requestOf(options)) ?? '' }),
  reduce: (state) => state,
  view: (state, context) => ({ ...viewOf(state, context), wallet: state.wallet }) as unknown as Json,
  change: () => ({ elementType: 'paymentRequestButton', empty: true, complete: false }),
  submit: (state) => state,
  clear: (state) => state,
  firstField: () => undefined,
  events: (message, _state, { options }) => {
    if (message.kind !== 'action' || message.action !== 'click') return []
    // With isolated hosting the merchant's page, where the request is, gives the event its preventDefault and shows the sheet.
    if (isFramed(options)) return [{ name: 'click', payload: { elementType: 'paymentRequestButton' } }]
    const event: PaymentRequestButtonClickEvent = { elementType: 'paymentRequestButton', ...showAfterListeners(requestOf(options)) }
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
        onClick={() => send({ kind: 'action', elementId, action: 'click' })}
      >
        <ButtonFaceContent face={view.face} load={load} />
      </button>
    </div>
  )
}

/**
 * Stripe.js's payment request button: one button, for the first wallet that can pay the merchant's
 * `payloom.paymentRequest()`, drawn as the express checkout element draws that wallet's; a click
 * shows the request's sheet. It refuses to mount where no wallet can pay. With isolated hosting
 * the merchant's page decides the wallet and shows the sheet (pageButton.ts); this draws the button.
 */
export const paymentRequestButtonElement = (registry: ElementContext['registry']): ElementDefinition<ButtonState, ButtonOptions> => {
  const buttons = expressButtonsOf(registry)
  return {
    type: 'paymentRequestButton',
    prepare: async ({ options }) => {
      const error = buttonOptionsError(options)
      if (error !== undefined) throw error
      if (isFramed(options)) return
      const request = requestOf(options)
      decided.set(request, await buttonWalletOf(request))
    },
    model,
    Form: ButtonForm((type) => buttons.find((button) => button.type === type)),
    styles: expressStyles,
  }
}
