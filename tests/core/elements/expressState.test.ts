import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  approvalOf,
  expressPhases,
  expressStep,
  expressTransition,
  initialExpressState,
  unexpectedCallMessage,
  type ExpressAction,
  type ExpressCheckoutState,
} from '../../../core/elements/expressCheckout/expressState.ts'
import { expressStateOf } from '../../../core/elements/expressCheckout/expressStateOf.ts'

const card = { type: 'card', card: { number: '4242424242424242' } }
const opened = expressStep(initialExpressState, { type: 'sheetOpened', paymentMethod: 'demo_pay', sessionId: 'ecs_1' })
const awaiting = expressStep(opened, { type: 'awaitConfirmCallback', returned: { paymentMethodData: card, shippingContact: { name: 'Ada' } } })
const confirming = expressStep(awaiting, { type: 'confirmStart', method: 'confirmPayment' })

/** What PayPal's and Klarna's popups approve in the page, as their flows return it with the method. */
const approved = [
  { paymentMethodData: { type: 'paypal', payment_method_options: { paypal: { order_id: '5O190127TN364715T' } } }, paypalOrder: { orderId: '5O190127TN364715T' } },
  { paymentMethodData: { type: 'paypal', payment_method_options: { paypal: { billing_agreement_id: 'B-7FB31251F28061234' } } }, billingAgreementId: 'B-7FB31251F28061234' },
  { paymentMethodData: { type: 'klarna', payment_method_options: { klarna: { confirmation_token: 'ctok' } } }, klarnaConfirmationToken: 'ctok' },
] as const
const approvalKeys = ['paypalOrder', 'billingAgreementId', 'klarnaConfirmationToken'] as const

const action: fc.Arbitrary<ExpressAction> = fc.oneof(
  fc.record({ type: fc.constant('sheetOpened' as const), paymentMethod: fc.constantFrom('demo_pay', 'amazon_pay'), sessionId: fc.string() }),
  fc.record({ type: fc.constant('awaitConfirmCallback' as const), returned: fc.constantFrom({ paymentMethodData: card }, ...approved) }),
  fc.record({ type: fc.constant('close' as const), method: fc.constantFrom('paymentFailed' as const, 'confirmPayment' as const) }),
  fc.record({ type: fc.constant('confirmStart' as const), method: fc.constantFrom('confirmPayment' as const, 'confirmSetup' as const) }),
  fc.constant({ type: 'confirmEnd' as const }),
  fc.constant({ type: 'reset' as const }),
)

describe('the express checkout state machine (controller.md §4)', () => {
  it('goes sheet opened, awaiting the confirm callback, confirm start, confirm end', () => {
    expect(opened).toEqual({ phase: 'sheet_opened', isAwaitingConfirmCallback: false, sheetOpenedPaymentMethod: 'demo_pay', expressCheckoutSessionId: 'ecs_1' })
    expect(awaiting).toEqual({ ...opened, phase: 'awaiting_confirm_callback', isAwaitingConfirmCallback: true, paymentMethodData: card, shippingContact: { name: 'Ada' } })
    expect(confirming).toMatchObject({ phase: 'confirming', isAwaitingConfirmCallback: false, paymentMethodData: card })
    expect(expressStep(confirming, { type: 'confirmEnd' })).toEqual({ phase: 'confirmed', isAwaitingConfirmCallback: false })
    expect(expressStep(expressStep(confirming, { type: 'confirmEnd' }), { type: 'sheetOpened', paymentMethod: 'demo_pay', sessionId: 'ecs_2' }).phase).toBe('sheet_opened')
  })

  it('closes only while awaiting the confirm callback; otherwise names the unexpected call word for word', () => {
    expect(expressTransition(awaiting, { type: 'close', method: 'paymentFailed' })).toEqual({ state: initialExpressState })
    for (const state of [initialExpressState, opened, confirming]) {
      expect(expressTransition(state, { type: 'close', method: 'paymentFailed' })).toEqual({
        error: 'Unexpected call to paymentFailed. Ensure you are either submitting a payment or calling paymentFailed() once per expressCheckout Element confirm event.',
      })
    }
    expect(expressTransition(opened, { type: 'confirmStart', method: 'confirmPayment' })).toEqual({ error: unexpectedCallMessage('confirmPayment') })
    expect(unexpectedCallMessage('confirmSetup')).toBe('Unexpected call to confirmSetup. Ensure you are either submitting a payment or calling paymentFailed() once per expressCheckout Element confirm event.')
  })

  it('resets from anywhere, and ignores steps out of turn in reducers', () => {
    for (const state of [opened, awaiting, confirming]) expect(expressStep(state, { type: 'reset' })).toEqual(initialExpressState)
    expect(expressStep(initialExpressState, { type: 'confirmEnd' })).toBe(initialExpressState)
    expect(expressStep(awaiting, { type: 'sheetOpened', paymentMethod: 'demo_pay', sessionId: 'ecs_9' })).toBe(awaiting)
  })

  it('holds its invariants over any sequence of actions', () => {
    fc.assert(fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
      let state: ExpressCheckoutState = initialExpressState
      for (const next of actions) {
        const result = expressTransition(state, next)
        if ('error' in result) {
          expect(expressStep(state, next)).toBe(state)
          continue
        }
        // Closing succeeds exactly when the merchant's confirm handler was awaited.
        if (next.type === 'close' || next.type === 'confirmStart') expect(state.isAwaitingConfirmCallback).toBe(true)
        state = result.state
        expect(state.isAwaitingConfirmCallback).toBe(state.phase === expressPhases.awaitingConfirmCallback)
        if (state.isAwaitingConfirmCallback) expect(state.paymentMethodData).toBeDefined()
        if (state.phase === expressPhases.idle) expect(state).toEqual(initialExpressState)
        // What the wallet's popup approved serves the one confirm it was returned for.
        if (state.phase !== expressPhases.awaitingConfirmCallback && state.phase !== expressPhases.confirming) for (const key of approvalKeys) expect(state[key]).toBeUndefined()
      }
    }))
  })

  it("keeps what PayPal's or Klarna's popup approved (the order, billing agreement or confirmation token) from the sheet to confirm end", () => {
    for (const returned of approved) {
      const approving = expressStep(expressStep(initialExpressState, { type: 'sheetOpened', paymentMethod: returned.paymentMethodData.type, sessionId: 'ecs_3' }), { type: 'awaitConfirmCallback', returned })
      expect(approving).toMatchObject({ ...returned, expressCheckoutSessionId: 'ecs_3', isAwaitingConfirmCallback: true })
      const started = expressStep(approving, { type: 'confirmStart', method: 'confirmPayment' })
      expect(started).toMatchObject(approvalOf(returned))
      expect(expressStep(started, { type: 'confirmEnd' })).toEqual({ phase: 'confirmed', isAwaitingConfirmCallback: false })
      expect(expressStep(approving, { type: 'close', method: 'paymentFailed' })).toEqual(initialExpressState)
    }
    // Of a sheet's whole result, only the approval.
    expect(approvalOf({ ...approved[0], billingDetails: { name: 'Ada' } } as never)).toEqual({ paypalOrder: { orderId: '5O190127TN364715T' } })
    expect(approvalOf({})).toEqual({})
  })

  it('finds the flow inside an element state, and never throws on anything else', () => {
    expect(expressStateOf({ buttons: {}, express: awaiting })).toBe(awaiting)
    fc.assert(fc.property(fc.anything(), (value) => {
      const found = expressStateOf(value)
      expect(found === undefined || typeof value === 'object').toBe(true)
    }))
  })
})
