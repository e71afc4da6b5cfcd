import { describe, expect, it } from 'vitest'
import { IntegrationError } from 'payloom'
import { expressCheckoutElement } from '../../../core/elements/expressCheckout/expressCheckoutElement.tsx'
import type { ExpressClickEvent, ExpressConfirmEvent } from '../../../core/elements/expressCheckout/expressEvents.ts'
import type { ToController } from '../../../core/elements/messages.ts'
import { instantDemoPay, type InstantWalletOptions } from './instantWallet.ts'
import { contextFor, session } from './context.ts'

/** The express element as the group runs it: messages reduced, events collected, callbacks answered. */
const harness = async (demo: InstantWalletOptions = {}, options: object = {}, listening = true) => {
  const context = contextFor([instantDemoPay(demo)], options, session(['card']))
  const { model } = expressCheckoutElement(context.registry)
  let state = model.init(context)
  for (const message of (await model.load!(state, context)) ?? []) state = model.reduce(state, message, context)
  const events: Array<{ name: string; payload: any }> = []
  const send = (message: ToController): void => {
    state = model.reduce(state, message, context)
    events.push(...model.events!(message, state, context, { current: () => state, send, listens: () => listening, emit: (name, payload) => events.push({ name, payload }), settled: async () => context }))
  }
  const settle = () => new Promise((done) => setTimeout(done, 0))
  return { send, events, state: () => state, settle, context, model }
}

const click = { kind: 'action', elementId: 'e1', action: 'click', payload: 'demo_pay' } as const

describe('the express checkout flow with the demo wallet', () => {
  it('shows the demo_pay button, which is available everywhere', async () => {
    const { state, model, context } = await harness()
    expect(state().buttons).toEqual({ demo_pay: { status: 'shown' } })
    expect(model.change(state(), context)).toMatchObject({ availablePaymentMethods: { demo_pay: true }, hiddenReasons: {} })
  })

  it('click -> resolve -> the wallet confirms -> confirm event with billing details, the data kept for confirm', async () => {
    const { send, events, state, settle } = await harness()
    send(click)
    const clicked = events[0]!
    expect(clicked).toMatchObject({ name: 'click', payload: { elementType: 'expressCheckout', expressPaymentType: 'demo_pay' } })
    expect(state().express.phase).toBe('idle')
    ;(clicked.payload as ExpressClickEvent).resolve()
    ;(clicked.payload as ExpressClickEvent).resolve()
    expect(state().express).toMatchObject({ phase: 'sheet_opened', sheetOpenedPaymentMethod: 'demo_pay', expressCheckoutSessionId: expect.stringMatching(/^ecs_[0-9a-f]{32}$/) })
    await settle()
    expect(events.map((e) => e.name)).toEqual(['click', 'confirm'])
    const confirm = events[1]!.payload as ExpressConfirmEvent
    expect(confirm).toMatchObject({ elementType: 'expressCheckout', expressPaymentType: 'demo_pay', billingDetails: { name: 'Demo Shopper', address: { country: 'US' } } })
    expect(state().express).toMatchObject({ phase: 'awaiting_confirm_callback', isAwaitingConfirmCallback: true, paymentMethodData: { type: 'card', card: { token: 'tok_visa' } } })
  })

  it('paymentFailed() resets once, then is an unexpected call', async () => {
    const { send, events, state, settle } = await harness()
    send(click)
    ;(events[0]!.payload as ExpressClickEvent).resolve()
    await settle()
    const confirm = events[1]!.payload as ExpressConfirmEvent
    confirm.paymentFailed({ reason: 'fail' })
    expect(state().express).toEqual({ phase: 'idle', isAwaitingConfirmCallback: false })
    expect(() => confirm.paymentFailed()).toThrow(new IntegrationError({
      message: 'Unexpected call to paymentFailed. Ensure you are either submitting a payment or calling paymentFailed() once per expressCheckout Element confirm event.',
    }))
  })

  it('opens the sheet at once when nobody listens to click', async () => {
    const { send, events, settle } = await harness({}, {}, false)
    send(click)
    await settle()
    expect(events.map((e) => e.name)).toEqual(['click', 'confirm'])
  })

  it('emits cancel when the shopper closes the wallet, and a new click starts over', async () => {
    const { send, events, state, settle } = await harness({ shopper: 'close' })
    send(click)
    ;(events[0]!.payload as ExpressClickEvent).resolve()
    await settle()
    expect(events.map((e) => e.name)).toEqual(['click', 'cancel'])
    expect(events[1]!.payload).toEqual({ elementType: 'expressCheckout', expressPaymentType: 'demo_pay' })
    expect(state().express.phase).toBe('idle')
    send(click)
    expect(events.map((e) => e.name)).toEqual(['click', 'cancel', 'click'])
  })

  it('ignores clicks while a sheet is open, and on a hidden button (with its reason for the merchant)', async () => {
    const { send, events, settle } = await harness()
    send(click)
    ;(events[0]!.payload as ExpressClickEvent).resolve()
    send(click)
    await settle()
    expect(events.map((e) => e.name)).toEqual(['click', 'confirm'])
    const hidden = await harness({}, { paymentMethods: { demo_pay: 'never' } })
    hidden.send(click)
    expect(hidden.events).toEqual([])
    expect(hidden.model.change(hidden.state(), hidden.context)).toMatchObject({ availablePaymentMethods: { demo_pay: false }, hiddenReasons: { demo_pay: 'payment_method_disabled' } })
  })

  it('moves through confirm start and end, after which paymentFailed is out of turn', async () => {
    const { send, events, state, settle } = await harness()
    send(click)
    ;(events[0]!.payload as ExpressClickEvent).resolve()
    await settle()
    send({ kind: 'action', elementId: 'e1', action: 'confirmStart' })
    expect(state().express.phase).toBe('confirming')
    expect(() => (events[1]!.payload as ExpressConfirmEvent).paymentFailed()).toThrow('Unexpected call to paymentFailed.')
    send({ kind: 'action', elementId: 'e1', action: 'confirmEnd' })
    expect(state().express).toEqual({ phase: 'confirmed', isAwaitingConfirmCallback: false })
  })
})
