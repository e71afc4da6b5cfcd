import type { PaymentRequest } from './paymentRequestTypes.ts'

/** The `click` event: `preventDefault()` keeps the sheet closed (the merchant shows it later, or not at all). */
export interface PaymentRequestButtonClickEvent {
  readonly elementType: 'paymentRequestButton'
  preventDefault(): void
}

/**
 * A click on the button: the event's `preventDefault`, given before the merchant's listeners run,
 * and the request's sheet shown after them (a microtask later), unless one of them prevented it:
 * they may update() the request first. The click's user activation still holds then. Inline, the
 * element does this where it is clicked; with isolated hosting the page does, where the request is.
 */
export const showAfterListeners = (request: PaymentRequest): Pick<PaymentRequestButtonClickEvent, 'preventDefault'> => {
  let prevented = false
  queueMicrotask(() => {
    if (prevented || request.isShowing()) return
    try {
      request.show()
    } catch (error) {
      console.error('payloom:', error)
    }
  })
  return { preventDefault: () => { prevented = true } }
}
