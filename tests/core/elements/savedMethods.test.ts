import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as Effect from 'effect/Effect'
import { card } from 'payloom/plugins/card'
import { ApiClient } from '../../../core/api/ApiClient.ts'
import type { ApiError } from '../../../core/api/ApiError.ts'
import { paymentElement } from '../../../core/elements/payment/paymentElement.tsx'
import { hasSavedMethods } from '../../../core/elements/payment/loadSavedMethods.ts'
import { validatePaymentElementWithSavedOptions } from '../../../core/elements/payment/paymentElementOptions.ts'
import { capabilitiesOf, initSaved, savedCardOf, savedView } from '../../../core/elements/payment/savedMethods.ts'
import { savedMethodsPart } from '../../../core/elements/payment/savedMethodsPart.ts'
import { savedSelectionOf } from '../../../core/elements/payment/savedSelection.ts'
import { confirmParamsWithPaymentMethod } from '../../../core/confirm/fromElements.ts'
import type { ElementContext, EventHost } from '../../../core/plugin/ElementDefinition.ts'
import type { Json, ToController } from '../../../core/elements/messages.ts'
import { contextFor, hostOutsideGroup, session } from './context.ts'

const savedCard = (id: string, last4: string, expMonth = 12, expYear = 2030, cvcCheck: string | null = 'pass') => ({
  id,
  object: 'payment_method',
  type: 'card',
  customer: 'cus_1',
  card: { brand: 'visa', last4, exp_month: expMonth, exp_year: expYear, checks: { cvc_check: cvcCheck } },
})

type Features = Readonly<Record<string, string | null>>
const allFeatures: Features = { payment_method_remove: 'enabled', payment_method_remove_last: 'enabled', payment_method_update: 'enabled', payment_method_set_as_default: 'enabled' }

const customerSession = (
  methods: ReadonlyArray<Record<string, unknown>>,
  features: Features | null = allFeatures,
  defaultId: string | null = null,
  enabled = true,
) => session(['card'], {
  customer: {
    payment_methods: methods,
    default_payment_method: defaultId,
    customer_session: { id: 'cuss_1', api_key: 'ek_test_1', api_key_expiry: 0, components: { payment_element: { enabled, features } } },
  },
})

/** The element as the group starts it: `prepare` loads the saved-methods code, then `init`. */
const elementFor = async (elementsSession = customerSession([savedCard('pm_1', '4242'), savedCard('pm_2', '1881')], allFeatures, 'pm_2'), options: object = {}) => {
  const context = contextFor([card()], options, elementsSession)
  const { model, prepare } = paymentElement(context.registry)
  await prepare!(context)
  return { model, context, state: model.init(context) }
}
const action = (name: string, payload?: Json): ToController => ({ kind: 'action', elementId: 'e', action: name, ...(payload === undefined ? {} : { payload }) })
type SavedViewJson = { saved: { view: string; methods: Array<{ id: string; canRemove: boolean; canUpdate: boolean; canSetDefault: boolean; isDefault: boolean; selected: boolean; label: string; expiry: string }>; cvc: { value: string; error: string | null; label: string } | null; error: string | null; focus: { field: string; attempt: number } | null; expiry: { error: string | null } } | null }
const savedOf = (view: Json) => (view as unknown as SavedViewJson).saved

describe('saved payment methods: the list', () => {
  it('starts on the saved list with the default method selected, and pays with it (payment-form.md §2, §4)', async () => {
    const { model, state, context } = await elementFor()
    expect(state.saved?.selectedId).toBe('pm_2')
    expect(savedOf(model.view(state, context))?.methods.map((m) => [m.id, m.selected, m.isDefault, m.label])).toEqual([
      ['pm_2', true, true, 'Visa ending in 1881'],
      ['pm_1', false, false, 'Visa ending in 4242'],
    ])
    expect(model.change(state, context)).toEqual({ elementType: 'payment', collapsed: false, empty: false, complete: true, value: { type: 'card', payment_method: 'pm_2' } })
    expect(savedSelectionOf(model.paymentMethodData!(state, context))).toEqual({ id: 'pm_2' })
  })

  it('selects the first card when the default is not one of them', async () => {
    expect((await elementFor(customerSession([savedCard('pm_1', '4242')], allFeatures, 'pm_gone'))).state.saved?.selectedId).toBe('pm_1')
  })

  it('shows no saved list without a customer, with the payment element disabled, or with no saved card', async () => {
    expect((await elementFor(session(['card']))).state.saved).toBeNull()
    expect((await elementFor(customerSession([savedCard('pm_1', '4242')], null, null, false))).state.saved).toBeNull()
    expect((await elementFor(customerSession([{ id: 'pm_x', type: 'ideal' }]))).state.saved).toBeNull()
  })

  it('loads the saved-methods code only for a customer session that lists saved methods in the payment element', () => {
    expect(hasSavedMethods(customerSession([savedCard('pm_1', '4242')]))).toBe(true)
    expect(hasSavedMethods(undefined)).toBe(false)
    expect(hasSavedMethods(session(['card']))).toBe(false)
    expect(hasSavedMethods(customerSession([savedCard('pm_1', '4242')], allFeatures, null, false))).toBe(false)
    expect(hasSavedMethods(customerSession([]))).toBe(false)
  })

  it('never leaves out the code of a saved list the session would show', () => {
    const method = fc.oneof(fc.constant(savedCard('pm_1', '4242')), fc.dictionary(fc.string(), fc.anything()))
    const components = fc.oneof(fc.anything(), fc.record({ payment_element: fc.record({ enabled: fc.oneof(fc.constant(true), fc.anything()), features: fc.anything() }) }))
    fc.assert(fc.property(fc.array(method, { maxLength: 3 }), components, (methods, components) => {
      const elementsSession = session(['card'], {
        customer: { payment_methods: methods, default_payment_method: null, customer_session: { id: 'cuss_1', api_key: 'ek_test_1', api_key_expiry: 0, components } },
      })
      expect(initSaved(contextFor([card()], {}, elementsSession)) === null || hasSavedMethods(elementsSession)).toBe(true)
    }))
  })

  it('picks another saved card, adds a new method, and goes back to the list', async () => {
    const { model, state, context } = await elementFor()
    const picked = model.reduce(state, action('savedSelect', 'pm_1'), context)
    expect(model.change(picked, context)).toMatchObject({ value: { type: 'card', payment_method: 'pm_1' } })
    expect(model.reduce(picked, action('savedSelect', 'pm_unknown'), context).saved?.selectedId).toBe('pm_1')
    const adding = model.reduce(picked, action('savedAdd'), context)
    expect(savedOf(model.view(adding, context))).toBeNull()
    expect(model.view(adding, context)).toMatchObject({ savedAvailable: true, backToSaved: 'Use a saved payment method', form: { type: 'card' } })
    expect(model.change(adding, context)).toMatchObject({ value: { type: 'card' }, complete: false })
    expect(savedSelectionOf(model.paymentMethodData!(adding, context))).toBeUndefined()
    expect(model.reduce(adding, action('savedList'), context).saved?.view).toBe('list')
  })
})

describe('saved payment methods: capabilities (payment-form.md §6)', () => {
  const gates = async (features: Features, count = 2) => {
    const methods = [savedCard('pm_1', '4242'), savedCard('pm_2', '1881')].slice(0, count)
    const { model, state, context } = await elementFor(customerSession(methods, features))
    return savedOf(model.view(state, context))!.methods[0]!
  }

  it('removes only when payment_method_remove is enabled', async () => {
    expect((await gates({ payment_method_remove: 'enabled' })).canRemove).toBe(true)
    expect((await gates({ payment_method_remove: 'disabled' })).canRemove).toBe(false)
    expect((await gates({})).canRemove).toBe(false)
  })

  it('removes the last method unless payment_method_remove_last is disabled', async () => {
    expect((await gates({ payment_method_remove: 'enabled' }, 1)).canRemove).toBe(true)
    expect((await gates({ payment_method_remove: 'enabled', payment_method_remove_last: 'enabled' }, 1)).canRemove).toBe(true)
    expect((await gates({ payment_method_remove: 'enabled', payment_method_remove_last: 'disabled' }, 1)).canRemove).toBe(false)
    expect((await gates({ payment_method_remove: 'enabled', payment_method_remove_last: 'disabled' }, 2)).canRemove).toBe(true)
  })

  it('updates when payment_method_update is enabled or unset', async () => {
    expect((await gates({ payment_method_update: 'enabled' })).canUpdate).toBe(true)
    expect((await gates({})).canUpdate).toBe(true)
    expect((await gates({ payment_method_update: null })).canUpdate).toBe(true)
    expect((await gates({ payment_method_update: 'disabled' })).canUpdate).toBe(false)
  })

  it('sets as default only when payment_method_set_as_default is enabled, and not the default itself', async () => {
    expect((await gates({ payment_method_set_as_default: 'enabled' })).canSetDefault).toBe(true)
    expect((await gates({ payment_method_set_as_default: 'disabled' })).canSetDefault).toBe(false)
    expect((await gates({})).canSetDefault).toBe(false)
    const { model, state, context } = await elementFor()
    expect(savedOf(model.view(state, context))!.methods[0]).toMatchObject({ isDefault: true, canSetDefault: false })
  })

  it('refuses the gated actions when the session does not allow them', async () => {
    const { model, state, context } = await elementFor(customerSession([savedCard('pm_1', '4242')], { payment_method_update: 'disabled', payment_method_remove: 'enabled', payment_method_remove_last: 'disabled' }))
    expect(model.reduce(state, action('savedEdit', 'pm_1'), context)).toBe(state)
    expect(model.reduce(state, action('savedAskRemove', 'pm_1'), context)).toBe(state)
    expect(model.reduce(state, action('savedSetDefault', 'pm_1'), context)).toBe(state)
  })

  it('reads any components without throwing, enabling nothing it cannot see', () => {
    fc.assert(fc.property(fc.anything(), (components) => {
      const capabilities = capabilitiesOf(components)
      const element = (components as { payment_element?: { enabled?: unknown } } | null)?.payment_element
      expect(capabilities === undefined).toBe(typeof components !== 'object' || components === null || Array.isArray(components) || element?.enabled !== true)
    }))
    fc.assert(fc.property(fc.anything(), (raw) => {
      const parsed = savedCardOf(raw)
      expect(parsed === undefined || typeof parsed.id === 'string').toBe(true)
    }))
  })
})

describe('saved payment methods: saved card rules (payment-form.md §5)', () => {
  it('shows an expired saved card as an error and does not pay with it', async () => {
    const { model, state, context } = await elementFor(customerSession([savedCard('pm_old', '0005', 10, 2026)]))
    expect(savedOf(model.view(state, context))).toMatchObject({ error: 'This card has expired. Update its expiration date or choose another payment method.', methods: [{ expiry: 'Expired 10/26' }] })
    expect(model.change(state, context)).toMatchObject({ complete: false, error: { code: 'expired_card' } })
    expect(model.paymentMethodData!(state, context)).toBeUndefined()
  })

  it('treats a card as valid through its expiry month', async () => {
    const { model, state, context } = await elementFor(customerSession([savedCard('pm_now', '0005', 11, 2026)]))
    expect(model.change(state, context)).toMatchObject({ complete: true })
  })

  it('asks for the CVC again when the merchant asks (savedPaymentMethods.cvcRecollection)', async () => {
    const { model, state, context } = await elementFor(undefined, { savedPaymentMethods: { cvcRecollection: true } })
    expect(model.change(state, context)).toMatchObject({ complete: false, error: { code: 'cvc_recollection_required' } })
    expect(savedOf(model.view(state, context))?.cvc).toEqual({ value: '', error: null, label: 'Security code for Visa ending in 1881', redacted: '•••' })
    expect(savedOf(model.view(model.submit(state, context), context))?.cvc?.error).toBe("Enter your card's security code again to confirm this payment.")
    const blur: ToController = { kind: 'blur', elementId: 'e', field: 'savedCvc' }
    // Tabbing past the CVC without typing says nothing; typing part of one, then leaving, does.
    expect(savedOf(model.view(model.reduce(state, blur, context), context))?.cvc?.error).toBeNull()
    const short = model.reduce(state, { kind: 'patch', elementId: 'e', patch: { savedCvc: '12' } }, context)
    expect(model.change(short, context)).toMatchObject({ error: { code: 'incomplete_cvc' } })
    expect(savedOf(model.view(model.reduce(short, blur, context), context))?.cvc?.error).toBe("Your card's security code is incomplete.")
    const typed = model.reduce(state, { kind: 'patch', elementId: 'e', patch: { savedCvc: '1a23' } }, context)
    expect(model.change(typed, context)).toMatchObject({ complete: true })
    expect(savedSelectionOf(model.paymentMethodData!(typed, context))).toEqual({ id: 'pm_2', cvc: '123' })
  })

  it('asks for the CVC again when the saved card failed its check', async () => {
    const { model, state, context } = await elementFor(customerSession([savedCard('pm_1', '4242', 12, 2030, 'fail')]))
    expect(model.change(state, context)).toMatchObject({ error: { code: 'cvc_recollection_required' } })
    const passing = await elementFor(customerSession([savedCard('pm_1', '4242', 12, 2030, null)]))
    expect(passing.model.change(passing.state, passing.context)).toMatchObject({ complete: true })
  })

  it('rejects a bad savedPaymentMethods option and accepts a good one', () => {
    const validateOptions = validatePaymentElementWithSavedOptions
    expect(validateOptions({ savedPaymentMethods: { cvcRecollection: true }, layout: 'tabs' })).toEqual({ errors: [], warnings: [] })
    expect(validateOptions({ savedPaymentMethods: { cvcRecollection: 'yes' } }).errors).toEqual(['Invalid value for savedPaymentMethods: expected an object { cvcRecollection?: boolean }.'])
    expect(validateOptions({ savedPaymentMethods: 3 }).errors).toHaveLength(1)
  })
})

describe('saved payment methods: remove, update, set as default (payment-form.md §4)', () => {
  it('removes after the confirmation view, moving the selection to the default', async () => {
    const { model, state, context } = await elementFor()
    const asking = model.reduce(state, action('savedAskRemove', 'pm_2'), context)
    expect(savedOf(model.view(asking, context))).toMatchObject({ view: 'removeConfirmation' })
    expect((model.view(asking, context) as { saved: { target: { question: string } } }).saved.target.question).toBe("Remove Visa ending in 1881? You won't be able to pay with it again unless you add it back.")
    expect(model.reduce(asking, action('savedCancel'), context).saved?.view).toBe('list')
    const pending = model.reduce(asking, action('savedConfirmRemove'), context)
    expect(pending.saved?.pending).toBe('remove')
    // While the call runs, nothing else changes the list.
    expect(model.reduce(pending, action('savedSelect', 'pm_1'), context)).toBe(pending)
    expect(model.reduce(pending, action('savedRemoved', { id: 'pm_1' }), context)).toBe(pending)
    const removed = model.reduce(pending, action('savedRemoved', { id: 'pm_2' }), context)
    expect(removed.saved).toMatchObject({ view: 'list', pending: null, defaultId: null, selectedId: 'pm_1', methods: [{ id: 'pm_1' }] })
  })

  it('goes to the method forms once the last saved card is removed', async () => {
    const { model, state, context } = await elementFor(customerSession([savedCard('pm_1', '4242')]))
    const removed = [action('savedAskRemove', 'pm_1'), action('savedConfirmRemove'), action('savedRemoved', { id: 'pm_1' })].reduce((s, m) => model.reduce(s, m, context), state)
    expect(removed.saved).toMatchObject({ view: 'add', methods: [] })
    expect(model.view(removed, context)).toMatchObject({ saved: null, savedAvailable: false })
    expect(model.reduce(removed, action('savedList'), context).saved?.view).toBe('add')
  })

  it('shows a failed call and lets the shopper try again', async () => {
    const { model, state, context } = await elementFor()
    const failed = [action('savedAskRemove', 'pm_1'), action('savedConfirmRemove'), action('savedCallFailed')].reduce((s, m) => model.reduce(s, m, context), state)
    expect(failed.saved).toMatchObject({ pending: null, error: { message: "We couldn't update your saved payment methods. Please try again.", field: null }, view: 'removeConfirmation' })
    expect(savedOf(model.view(failed, context))).toMatchObject({ error: "We couldn't update your saved payment methods. Please try again.", focus: null })
  })

  it('updates an expiry: prefilled, checked before the call, applied from the result', async () => {
    const { model, state, context } = await elementFor(customerSession([savedCard('pm_old', '0005', 10, 2026)]))
    const editing = model.reduce(state, action('savedEdit', 'pm_old'), context)
    expect(editing.saved).toMatchObject({ view: 'update', target: 'pm_old', expiry: '10 / 26' })
    const past = model.reduce(editing, action('savedSaveUpdate'), context)
    expect(past.saved?.pending).toBeNull()
    expect(savedOf(model.view(past, context))?.expiry.error).toBe("Your card's expiration date is in the past.")
    const typed = model.reduce(past, { kind: 'patch', elementId: 'e', patch: { savedExpiry: '04 / 31' } }, context)
    const pending = model.reduce(typed, action('savedSaveUpdate'), context)
    expect(pending.saved?.pending).toBe('update')
    const done = model.reduce(pending, action('savedUpdated', savedCard('pm_old', '0005', 4, 2031) as Json), context)
    expect(done.saved).toMatchObject({ view: 'list', pending: null, methods: [{ id: 'pm_old', exp_month: 4, exp_year: 2031 }] })
    expect(model.change(done, context)).toMatchObject({ complete: true })
  })

  it('sets a default', async () => {
    const { model, state, context } = await elementFor()
    const pending = model.reduce(state, action('savedSetDefault', 'pm_1'), context)
    expect(pending.saved).toMatchObject({ pending: 'setDefault', target: 'pm_1' })
    expect(model.reduce(pending, action('savedDefaultSet', { id: 'pm_1' }), context).saved).toMatchObject({ defaultId: 'pm_1', pending: null })
  })

  it('never breaks on any sequence of messages', async () => {
    const { model, state, context } = await elementFor()
    const message = fc.oneof(
      fc.record({ kind: fc.constant('action' as const), elementId: fc.constant('e'), action: fc.constantFrom('savedSelect', 'savedAdd', 'savedList', 'savedEdit', 'savedAskRemove', 'savedCancel', 'savedConfirmRemove', 'savedSaveUpdate', 'savedSetDefault', 'savedRemoved', 'savedUpdated', 'savedDefaultSet', 'savedCallFailed'), payload: fc.oneof(fc.constantFrom('pm_1', 'pm_2'), fc.jsonValue() as fc.Arbitrary<Json>) }),
      fc.record({ kind: fc.constant('patch' as const), elementId: fc.constant('e'), patch: fc.record({ savedCvc: fc.string(), savedExpiry: fc.string() }) }),
    )
    fc.assert(fc.property(fc.array(message, { maxLength: 20 }), (messages) => {
      const end = messages.reduce((s, m) => model.reduce(s, m as ToController, context), state)
      model.view(end, context)
      const change = model.change(end, context)
      expect(change.complete).toBe(change.error === undefined)
    }))
  })
})

describe('saved payment methods: confirm errors (payment-form.md §8)', () => {
  const cvcDecline = { code: 'incorrect_cvc', decline_code: 'incorrect_cvc', message: "Your card's security code is incorrect." }
  const expiredDecline = { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' }
  const patch = (fields: Record<string, string>): ToController => ({ kind: 'patch', elementId: 'e', patch: fields })

  it('shows a CVC decline on the saved card\'s CVC, asking for it though the merchant does not recollect CVCs', async () => {
    const { model, state, context } = await elementFor()
    expect(savedOf(model.view(state, context))?.cvc).toBeNull()
    const declined = model.confirmFailed!(state, cvcDecline, context)
    expect(savedOf(model.view(declined, context))).toMatchObject({
      view: 'list',
      error: null,
      focus: { field: 'savedCvc', attempt: 1 },
      cvc: { value: '', error: "Your card's security code is incorrect.", label: 'Security code for Visa ending in 1881' },
    })
    expect(model.change(declined, context)).toMatchObject({ complete: false, error: { code: 'confirm_error', message: "Your card's security code is incorrect." } })
    expect(model.paymentMethodData!(declined, context)).toBeUndefined()
    // Typing clears the decline; the CVC is now needed before the card pays again, and goes with it.
    const short = model.reduce(declined, patch({ savedCvc: '12' }), context)
    expect(savedOf(model.view(short, context))).toMatchObject({ focus: null, cvc: { value: '12', error: "Your card's security code is incomplete." } })
    expect(model.change(short, context)).toMatchObject({ complete: false, error: { code: 'incomplete_cvc' } })
    const typed = model.reduce(short, patch({ savedCvc: '123' }), context)
    expect(savedSelectionOf(model.paymentMethodData!(typed, context))).toEqual({ id: 'pm_2', cvc: '123' })
  })

  it('empties the CVC that failed and moves the focus again at each decline', async () => {
    const { model, state, context } = await elementFor(undefined, { savedPaymentMethods: { cvcRecollection: true } })
    const typed = model.reduce(state, patch({ savedCvc: '999' }), context)
    const once = model.confirmFailed!(typed, { code: 'invalid_cvc', message: "Your card's security code is invalid." }, context)
    expect(savedOf(model.view(once, context))).toMatchObject({ focus: { field: 'savedCvc', attempt: 1 }, cvc: { value: '', error: "Your card's security code is invalid." } })
    const twice = model.confirmFailed!(model.reduce(once, patch({ savedCvc: '998' }), context), { code: 'invalid_cvc', message: "Your card's security code is invalid." }, context)
    expect(savedOf(model.view(twice, context))?.focus).toEqual({ field: 'savedCvc', attempt: 2 })
  })

  it('keeps asking for the CVC of the card it declined, not of the others', async () => {
    const { model, state, context } = await elementFor()
    const declined = model.confirmFailed!(state, cvcDecline, context)
    const other = model.reduce(declined, action('savedSelect', 'pm_1'), context)
    expect(savedOf(model.view(other, context))).toMatchObject({ cvc: null, error: null, focus: null })
    expect(model.change(other, context)).toMatchObject({ complete: true })
    const back = model.reduce(other, action('savedSelect', 'pm_2'), context)
    expect(savedOf(model.view(back, context))).toMatchObject({ cvc: { value: '', error: null }, error: null, focus: null })
    expect(model.change(back, context)).toMatchObject({ complete: false, error: { code: 'cvc_recollection_required' } })
  })

  it('opens the update view with the error for an expiry decline on an expired card, focused on the expiry', async () => {
    const { model, state, context } = await elementFor(customerSession([savedCard('pm_old', '0005', 1, 2020)]))
    const expired = model.confirmFailed!(state, expiredDecline, context)
    expect(expired.saved).toMatchObject({ view: 'update', target: 'pm_old', expiry: '' })
    expect(savedOf(model.view(expired, context))).toMatchObject({ view: 'update', error: 'Your card has expired.', focus: { field: 'savedExpiry', attempt: 1 } })
    const typed = model.reduce(expired, patch({ savedExpiry: '04 / 31' }), context)
    expect(savedOf(model.view(typed, context))).toMatchObject({ view: 'update', error: null, focus: null })
    expect(model.reduce(typed, action('savedSaveUpdate'), context).saved?.pending).toBe('update')
  })

  it('shows an expiry decline on the list when the card has not expired, or cannot be updated', async () => {
    const current = await elementFor()
    const declined = current.model.confirmFailed!(current.state, expiredDecline, current.context)
    expect(savedOf(current.model.view(declined, current.context))).toMatchObject({ view: 'list', error: 'Your card has expired.', focus: null, cvc: null })
    const locked = await elementFor(customerSession([savedCard('pm_old', '0005', 1, 2020)], { payment_method_update: 'disabled' }))
    const refused = locked.model.confirmFailed!(locked.state, expiredDecline, locked.context)
    expect(savedOf(locked.model.view(refused, locked.context))).toMatchObject({ view: 'list', error: 'Your card has expired.', focus: null })
  })

  it('shows every other decline on the list', async () => {
    const { model, state, context } = await elementFor()
    for (const decline_code of ['generic_decline', 'insufficient_funds', 'lost_card', 'incorrect_zip', 'processing_error']) {
      const declined = model.confirmFailed!(state, { code: 'card_declined', decline_code, message: 'Your card was declined.' }, context)
      expect(savedOf(model.view(declined, context))).toMatchObject({ view: 'list', error: 'Your card was declined.', focus: null, cvc: null })
      expect(model.change(declined, context)).toMatchObject({ complete: false, error: { message: 'Your card was declined.' } })
    }
  })

  it('places any decline code on any saved card expiry by the decline table and the context\'s clock', () => {
    const known = ['incorrect_cvc', 'invalid_cvc', 'expired_card', 'invalid_expiry_month', 'invalid_expiry_year', 'generic_decline', 'insufficient_funds', 'lost_card', 'stolen_card', 'fraudulent', 'card_velocity_exceeded', 'incorrect_zip', 'processing_error']
    const cvcCodes = ['incorrect_cvc', 'invalid_cvc']
    const expiryCodes = ['expired_card', 'invalid_expiry_month', 'invalid_expiry_year']
    const arbitraries = {
      code: fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 12 })),
      asDeclineCode: fc.boolean(),
      month: fc.integer({ min: 1, max: 12 }),
      year: fc.integer({ min: 2015, max: 2040 }),
      now: fc.date({ min: new Date('2016-01-01T00:00:00Z'), max: new Date('2039-12-31T00:00:00Z'), noInvalidDate: true }),
      update: fc.boolean(),
      recollect: fc.boolean(),
    }
    fc.assert(fc.property(fc.record(arbitraries), ({ code, asDeclineCode, month, year, now, update, recollect }) => {
      const elementsSession = customerSession([savedCard('pm_1', '4242', month, year)], { payment_method_update: update ? 'enabled' : 'disabled' })
      const context = { ...contextFor([card()], recollect ? { savedPaymentMethods: { cvcRecollection: true } } : {}, elementsSession), now: () => now }
      const saved = initSaved(context)!
      const error = asDeclineCode ? { code: 'card_declined', decline_code: code, message: 'Declined.' } : { code, message: 'Declined.' }
      const failed = savedMethodsPart.confirmFailed(saved, error, context)
      const view = savedView(failed, context) as unknown as NonNullable<SavedViewJson['saved']>
      // Valid through the expiry month, in the shopper's calendar.
      const expired = year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1
      if (expiryCodes.includes(code) && expired && update) {
        expect(view).toMatchObject({ view: 'update', error: 'Declined.', focus: { field: 'savedExpiry', attempt: 1 } })
      } else if (cvcCodes.includes(code) && !expired) {
        expect(view).toMatchObject({ view: 'list', error: null, focus: { field: 'savedCvc', attempt: 1 }, cvc: { value: '', error: 'Declined.' } })
      } else {
        expect(view).toMatchObject({ view: 'list', error: 'Declined.', focus: null })
        expect(view.cvc === null).toBe(expired || !recollect)
      }
      expect(savedMethodsPart.change(failed, context).complete).toBe(false)
    }))
  })
})

describe('saved payment methods: calls and events', () => {
  const hostFor = (sent: ToController[]): EventHost<never> => ({ current: () => { throw new Error('not read') }, send: (message) => { sent.push(message) }, listens: () => true, ...hostOutsideGroup })
  const withApi = (context: ElementContext<object>, answer: (path: string, body: unknown) => Effect.Effect<unknown, ApiError>, calls: Array<[string, unknown]>): ElementContext<object> => ({
    ...context,
    runApi: <A>(effect: Effect.Effect<A, ApiError, ApiClient>) => Effect.runPromise(Effect.provideService(effect, ApiClient, {
      get: () => Effect.die('no GET'),
      del: () => Effect.die('no DELETE'),
      post: <B>(path: string, options?: { readonly body?: unknown }) => {
        calls.push([path, options?.body])
        return answer(path, options?.body) as Effect.Effect<B, ApiError>
      },
    })),
  })

  it('detaches with the customer session and emits savedpaymentmethodremove with the payment method', async () => {
    const calls: Array<[string, unknown]> = []
    const sent: ToController[] = []
    const base = await elementFor()
    const context = withApi(base.context, (_path) => Effect.succeed({ id: 'pm_1', object: 'payment_method', customer: null }), calls)
    const { model } = base
    const asking = model.reduce(base.state, action('savedAskRemove', 'pm_1'), context)
    const confirm = action('savedConfirmRemove')
    const pending = model.reduce(asking, confirm, context)
    expect(model.events!(confirm, pending, context, hostFor(sent), asking)).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toEqual([['payment_methods/pm_1/detach', { customer_session: 'cuss_1' }]])
    expect(sent).toEqual([{ kind: 'action', elementId: 'e', action: 'savedRemoved', payload: { id: 'pm_1', object: 'payment_method', customer: null } }])
    const removed = model.reduce(pending, sent[0]!, context)
    expect(model.events!(sent[0]!, removed, context, hostFor([]), pending)).toEqual([
      { name: 'savedpaymentmethodremove', payload: { elementType: 'payment', paymentMethod: { id: 'pm_1', object: 'payment_method', customer: null } } },
    ])
  })

  it('updates the expiry and sets the default through the provider, emitting savedpaymentmethodupdate', async () => {
    const calls: Array<[string, unknown]> = []
    const sent: ToController[] = []
    const base = await elementFor()
    const context = withApi(base.context, (path) => Effect.succeed(path.startsWith('customers/') ? { id: 'cus_1' } : savedCard('pm_1', '4242', 5, 2032)), calls)
    const { model } = base
    const editing = [action('savedEdit', 'pm_1'), { kind: 'patch', elementId: 'e', patch: { savedExpiry: '05 / 32' } } as ToController].reduce((s, m) => model.reduce(s, m, context), base.state)
    const save = action('savedSaveUpdate')
    const updating = model.reduce(editing, save, context)
    model.events!(save, updating, context, hostFor(sent), editing)
    const setDefault = action('savedSetDefault', 'pm_1')
    await new Promise((resolve) => setTimeout(resolve, 0))
    const updated = model.reduce(updating, sent[0]!, context)
    expect(model.events!(sent[0]!, updated, context, hostFor([]), updating)).toMatchObject([{ name: 'savedpaymentmethodupdate', payload: { paymentMethod: { id: 'pm_1' } } }])
    const defaulting = model.reduce(updated, setDefault, context)
    model.events!(setDefault, defaulting, context, hostFor(sent), updated)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toEqual([
      ['payment_methods/pm_1', { customer_session: 'cuss_1', card: { exp_month: 5, exp_year: 2032 } }],
      ['customers/cus_1', { customer_session: 'cuss_1', invoice_settings: { default_payment_method: 'pm_1' } }],
    ])
    expect(model.reduce(defaulting, sent[1]!, context).saved?.defaultId).toBe('pm_1')
  })

  it('reports a failed call to the model, which then emits no event', async () => {
    const sent: ToController[] = []
    const base = await elementFor()
    const context = withApi(base.context, () => Effect.fail({ message: 'refused' } as ApiError), [])
    const warn = console.warn
    console.warn = () => undefined
    try {
      const setDefault = action('savedSetDefault', 'pm_1')
      const pending = base.model.reduce(base.state, setDefault, context)
      base.model.events!(setDefault, pending, context, hostFor(sent), base.state)
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(sent).toEqual([{ kind: 'action', elementId: 'e', action: 'savedCallFailed' }])
      const failed = base.model.reduce(pending, sent[0]!, context)
      expect(failed.saved).toMatchObject({ pending: null, defaultId: 'pm_2' })
      expect(base.model.events!(sent[0]!, failed, context, hostFor([]), pending)).toEqual([])
    } finally {
      console.warn = warn
    }
  })
})

describe('confirm params for a saved card (controller.md §3)', () => {
  it('sends payment_method, and the recollected CVC in payment_method_options', () => {
    const saved = { type: 'card', saved_payment_method: { id: 'pm_1', cvc: '123' } }
    expect(confirmParamsWithPaymentMethod({ return_url: 'https://shop.test', payment_method_data: { billing_details: { name: 'A' } } }, saved)).toEqual({
      return_url: 'https://shop.test',
      payment_method: 'pm_1',
      payment_method_options: { card: { cvc: '123' } },
    })
    expect(confirmParamsWithPaymentMethod(undefined, { type: 'card', saved_payment_method: { id: 'pm_1' } })).toEqual({ payment_method: 'pm_1' })
    expect(confirmParamsWithPaymentMethod({ return_url: 'x' }, { type: 'card', card: { number: '4242' } })).toEqual({ return_url: 'x', payment_method_data: { type: 'card', card: { number: '4242' } } })
  })

  it('reads a selection from anything without throwing', () => {
    fc.assert(fc.property(fc.anything(), (data) => {
      const selection = savedSelectionOf(data)
      expect(selection === undefined || typeof selection.id === 'string').toBe(true)
    }))
  })
})
