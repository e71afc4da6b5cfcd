import { describe, expect, it } from 'vitest'
import { card } from 'payloom/plugins/card'
import { paymentElement } from '../../../core/elements/payment/paymentElement.tsx'
import type { Json } from '../../../core/elements/messages.ts'
import { contextFor, session } from './context.ts'

/** A customer session with no saved card yet, its payment element features as given. */
const customerSession = (features: Readonly<Record<string, string>>, enabled = true) => session(['card'], {
  customer: {
    payment_methods: [],
    default_payment_method: null,
    customer_session: { id: 'cuss_1', api_key: 'ek_test_1', api_key_expiry: 0, components: { payment_element: { enabled, features } } },
  },
})
const saving = { payment_method_save: 'enabled' }

const paymentFor = async (elementsSession = customerSession(saving), options: object = {}) => {
  const context = contextFor([card()], options, elementsSession)
  const { model, prepare } = paymentElement(context.registry)
  await prepare?.(context)
  return { model, context, state: model.init(context) }
}
const formOf = (view: Json) => (view as unknown as { form: { offerSave: boolean } }).form

describe('the save checkbox of the payment element\'s card form (payment_method_save, payment-form.md §6)', () => {
  it('is offered when the customer session enables payment_method_save, unless the merchant says savePaymentMethod: never', async () => {
    const offered = async (...args: Parameters<typeof paymentFor>) => {
      const { model, state, context } = await paymentFor(...args)
      return formOf(model.view(state, context)).offerSave
    }
    expect(await offered()).toBe(true)
    expect(await offered(customerSession(saving), { savePaymentMethod: 'auto' })).toBe(true)
    expect(await offered(customerSession(saving), { savePaymentMethod: 'never' })).toBe(false)
    expect(await offered(customerSession({ payment_method_save: 'disabled' }))).toBe(false)
    expect(await offered(customerSession({}))).toBe(false)
    expect(await offered(customerSession(saving, false))).toBe(false)
    expect(await offered(session(['card']))).toBe(false)
  })

  it('is not offered by the card element, whose group\'s customer session features are the payment element\'s', () => {
    const context = contextFor([card()], {}, customerSession(saving))
    const cardElement = context.registry.paymentMethods[0]!.elements!().find((element) => element.type === 'card')!
    expect((cardElement.model.view(cardElement.model.init(context), context) as unknown as { offerSave: boolean }).offerSave).toBe(false)
  })

  it('asks at confirm that the card may be shown again (allow_redisplay: always) once ticked, and nothing while not', async () => {
    const { model, context, state } = await paymentFor()
    const typed = model.reduce(state, { kind: 'patch', elementId: 'e', patch: { number: '4242424242424242', expiry: '12 / 34', cvc: '123', postalCode: '10001' } }, context)
    expect(model.paymentMethodData!(typed, context)).not.toHaveProperty('allow_redisplay')
    const ticked = model.reduce(typed, { kind: 'patch', elementId: 'e', patch: { savePayment: true } }, context)
    expect(model.paymentMethodData!(ticked, context)).toMatchObject({ type: 'card', allow_redisplay: 'always', card: { number: '4242424242424242' } })
  })
})
