import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SessionContext } from 'payloom'
import { ideal } from 'payloom/plugins/ideal'
import { mbWay } from 'payloom/plugins/mb_way'
import { sepaDebit } from 'payloom/plugins/sepa_debit'
import { luxeController } from '../../../core/methods/luxeControllers.ts'

/**
 * The luxe controller cache and the merging of a session's payment method specs into a catalog
 * method's form (controller.md §3 `paymentMethodSpecs`, "Caches"): one controller per elements
 * session and method, the spec's billing details added to the catalog's once each, in form order.
 */

afterEach(() => vi.restoreAllMocks())

const specs = (sessionId: string, specList: unknown) => ({ sessionId, specs: specList })
const sessionWith = (sessionId: string, specList: unknown): SessionContext => ({ intentType: 'payment_intent', currency: 'eur', country: 'NL', paymentMethodSpecs: specs(sessionId, specList) })

describe('the luxe controller cache', () => {
  it('makes one controller per session and method, reused on every call; a new session, or new specs of the same one, makes a new one', () => {
    const made: string[] = []
    const makeIdeal = (billing: ReadonlyArray<string>) => ({ method: 'ideal', billing, serial: made.push('ideal') })
    const makeEps = (billing: ReadonlyArray<string>) => ({ method: 'eps', billing, serial: made.push('eps') })
    const first = specs('elements_session_1', [{ type: 'ideal', fields: [{ type: 'email' }] }, { type: 'eps', fields: [{ type: 'name' }] }])
    const idealOnFirst = luxeController(first, 'ideal', makeIdeal)
    expect(idealOnFirst).toEqual({ method: 'ideal', billing: ['email'], serial: 1 })
    // Every render, validation and remount asks again: the same controller, made once.
    expect(luxeController(first, 'ideal', makeIdeal)).toBe(idealOnFirst)
    expect(luxeController({ ...first }, 'ideal', makeIdeal)).toBe(idealOnFirst)
    expect(luxeController(first, 'eps', makeEps)).toEqual({ method: 'eps', billing: ['name'], serial: 2 })
    expect(made).toEqual(['ideal', 'eps'])
    // A new elements session drops them.
    const second = specs('elements_session_2', first.specs)
    const idealOnSecond = luxeController(second, 'ideal', makeIdeal)
    expect(idealOnSecond).not.toBe(idealOnFirst)
    expect(luxeController(second, 'ideal', makeIdeal)).toBe(idealOnSecond)
    // The same session reloaded with other specs is a new form too.
    expect(luxeController(specs('elements_session_2', [{ type: 'ideal', fields: [{ type: 'phone' }] }]), 'ideal', makeIdeal)).toMatchObject({ billing: ['phone'] })
    expect(made).toEqual(['ideal', 'eps', 'ideal', 'ideal'])
  })

  it('makes none where the spec requires no billing details, or for a session without specs: the catalog form is the form', () => {
    const make = vi.fn(() => ({}))
    expect(luxeController(undefined, 'ideal', make)).toBeUndefined()
    expect(luxeController(specs('elements_session_3', [{ type: 'ideal', fields: [], async: false }]), 'ideal', make)).toBeUndefined()
    expect(luxeController(specs('elements_session_3', [{ type: 'ideal', fields: [{ type: 'selector' }] }]), 'ideal', make)).toBeUndefined()
    expect(make).not.toHaveBeenCalled()
  })

  it('reads the specs once per session: a malformed one is logged once and skipped, an unknown field kind ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const session = specs('elements_session_4', [null, { type: 'ideal', fields: [{ type: 'placeholder' }, { type: 'email' }] }, { fields: [] }])
    for (let render = 0; render < 3; render += 1) expect(luxeController(session, 'ideal', (billing) => billing)).toEqual(['email'])
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'payloom: payment_method_specs[0] of the elements session is not { type, fields: [{ type }] } and is skipped.',
      'payloom: payment_method_specs[2] of the elements session is not { type, fields: [{ type }] } and is skipped.',
    ])
    warn.mockClear()
    expect(luxeController(specs('elements_session_5', { ideal: ['email'] }), 'ideal', (billing) => billing)).toBeUndefined()
    expect(warn.mock.calls[0]?.[0]).toBe("payloom: the elements session's payment_method_specs is not a list; its methods keep their own forms.")
  })

  it('never throws on whatever JSON the session carries (property)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let id = 0
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      id += 1
      expect(() => luxeController(specs(`elements_session_any_${id}`, value), 'ideal', (billing) => billing)).not.toThrow()
      expect(() => ideal().validate({}, { now: new Date(), session: sessionWith(`elements_session_any_${id}`, value) })).not.toThrow()
    }))
  })
})

/** The order forms show billing values in, whoever asks for them. */
const formOrder = ['name', 'email', 'phone', 'line1', 'city', 'postalCode', 'country']
const valuesOfKind: Readonly<Record<string, ReadonlyArray<string>>> = { name: ['name'], email: ['email'], phone: ['phone'], billing_address: ['line1', 'city', 'postalCode', 'country'] }

describe('a session\'s spec merged into a catalog method\'s form', () => {
  const methods = [
    { plugin: ideal(), catalog: [], own: ['bank'] },
    { plugin: sepaDebit(), catalog: ['name', 'email'], own: ['iban'] },
    // MB WAY's own field is the shopper's phone: a spec's phone is that field, not a second one.
    { plugin: mbWay(), catalog: [], own: ['phone'] },
  ] as const

  it('adds each billing value once, in form order, before the method\'s own fields; each is checked (property)', () => {
    let id = 0
    fc.assert(fc.property(
      fc.constantFrom(...methods),
      fc.array(fc.constantFrom('name', 'email', 'phone', 'billing_address', 'selector', 'placeholder'), { maxLength: 8 }),
      ({ plugin, catalog, own }, kinds) => {
        id += 1
        const session = sessionWith(`elements_session_merge_${id}`, [{ type: 'card', fields: [] }, { type: plugin.type, fields: kinds.map((type) => ({ type })), async: false }])
        const wanted = new Set([...catalog, ...kinds.flatMap((kind) => valuesOfKind[kind] ?? [])])
        const billing = formOrder.filter((value) => wanted.has(value) && !(own as ReadonlyArray<string>).includes(value))
        const names = Object.keys(plugin.defaults(session))
        expect(names).toEqual([...billing, ...own])
        const errors = plugin.validate(plugin.defaults(session), { now: new Date(), session })
        // The country starts filled (the shopper's, where the method is offered); every other value is asked.
        for (const value of billing) expect(errors[value] !== undefined).toBe(value !== 'country')
      },
    ), { numRuns: 200 })
  })
})
