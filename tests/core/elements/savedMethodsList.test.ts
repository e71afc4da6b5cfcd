import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { card } from 'payloom/plugins/card'
import { paymentElement } from '../../../core/elements/payment/paymentElement.tsx'
import { listedSavedCards } from '../../../core/elements/payment/savedMethodsList.ts'
import { contextFor, session } from './context.ts'

const savedCard = (id: string, fingerprint: string | null, brand = 'visa') => ({
  id,
  object: 'payment_method',
  type: 'card',
  customer: 'cus_1',
  card: { brand, last4: id.slice(-4).padStart(4, '0'), exp_month: 12, exp_year: 2030, checks: { cvc_check: 'pass' }, ...(fingerprint === null ? {} : { fingerprint }) },
})

const customerWith = (methods: ReadonlyArray<ReturnType<typeof savedCard>>, defaultId: string | null) => session(['card'], {
  customer: {
    payment_methods: methods,
    default_payment_method: defaultId,
    customer_session: { id: 'cuss_1', api_key: 'ek_test_1', api_key_expiry: 0, components: { payment_element: { enabled: true, features: {} } } },
  },
})

/** The payment element's saved list for a session, through the element's own model. */
const listedBy = async (methods: ReadonlyArray<ReturnType<typeof savedCard>>, defaultId: string | null, options: object = {}) => {
  const context = contextFor([card()], options, customerWith(methods, defaultId))
  const { model, prepare } = paymentElement(context.registry)
  await prepare!(context)
  const state = model.init(context)
  return { state, view: model.view(model.submit(state, context), context) as unknown as { saved: { methods: Array<{ id: string }>; cvc: { redacted: string } | null } | null } }
}

const cardArbitrary = fc.record({
  id: fc.integer({ min: 0, max: 30 }).map((n) => `pm_${n}`),
  fingerprint: fc.option(fc.constantFrom('fp_a', 'fp_b', 'fp_c', 'fp_d', 'fp_e'), { nil: null }),
})
const cardsArbitrary = fc.uniqueArray(cardArbitrary, { selector: (one) => one.id, maxLength: 8 })

describe('saved cards in the list: de-duplicated by fingerprint, capped at 3 (controller.md §9)', () => {
  it('lists any saved cards with no fingerprint twice, at most 3, the default first, the rest in the session\'s order', () => {
    fc.assert(fc.property(cardsArbitrary, fc.option(fc.nat(8), { nil: null }), (cards, pick) => {
      const defaultId = pick === null ? null : cards[pick]?.id ?? 'pm_gone'
      const listed = listedSavedCards(cards, defaultId)
      const fingerprints = listed.flatMap((one) => (one.fingerprint === null ? [] : [one.fingerprint]))
      expect(new Set(fingerprints).size).toBe(fingerprints.length)
      expect(listed.length).toBeLessThanOrEqual(3)
      const isDefault = cards.some((one) => one.id === defaultId)
      if (isDefault) expect(listed[0]!.id).toBe(defaultId)
      // Nothing is left out that the list had room for and that is no duplicate of a listed card.
      const others = cards.filter((one) => one.id !== defaultId)
      const kept = listed.filter((one) => one.id !== defaultId)
      expect(others.filter((one) => kept.includes(one)).map((one) => one.id)).toEqual(kept.map((one) => one.id))
      if (listed.length < 3) {
        for (const one of cards) expect(listed.includes(one) || (one.fingerprint !== null && fingerprints.includes(one.fingerprint))).toBe(true)
      }
    }))
  })

  it('keeps the default over an earlier card with its fingerprint', () => {
    expect(listedSavedCards([{ id: 'pm_1', fingerprint: 'fp' }, { id: 'pm_2', fingerprint: 'fp' }], 'pm_2').map((one) => one.id)).toEqual(['pm_2'])
  })

  it('shows the payment element\'s list by the rule: one card per fingerprint, three at most, the default first and selected', async () => {
    const { state, view } = await listedBy(
      [savedCard('pm_1', 'fp_a'), savedCard('pm_2', 'fp_a'), savedCard('pm_3', 'fp_b'), savedCard('pm_4', null), savedCard('pm_5', 'fp_c')],
      'pm_5',
    )
    expect(view.saved?.methods.map((one) => one.id)).toEqual(['pm_5', 'pm_1', 'pm_3'])
    expect(state.saved?.selectedId).toBe('pm_5')
  })
})

describe('a saved card\'s CVC shown redacted (payment-form.md §9)', () => {
  it('has 4 dots for amex and 3 for every other brand, as the placeholder and length of the CVC asked for again', async () => {
    for (const [brand, dots] of [['amex', '••••'], ['visa', '•••'], ['mastercard', '•••'], ['unknown', '•••']] as const) {
      const { view } = await listedBy([savedCard('pm_1', null, brand)], 'pm_1', { savedPaymentMethods: { cvcRecollection: true } })
      expect(view.saved?.cvc?.redacted).toBe(dots)
    }
  })
})
