import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { shownValue, viewIsOlder, type ShopperInput } from '../../../core/react/shownView.ts'

/**
 * The rule of what a frame's field shows (core/react/shownView.ts), played over every order in
 * which keystrokes, the controller's work and the views coming back can interleave when frame
 * messages are posted. The model follows the real pieces: the form numbers what it sends
 * (FormHost's `send`), the controller applies messages in order and answers each with a view
 * carrying the last number applied (Elements' `render`), the form drops a view older than what it
 * has sent when it arrives (FormHost), and React writes an accepted view to the field later (its
 * commit, a task on), where the field applies the rule (FormField's layout effect).
 */
type Step =
  | { readonly kind: 'key'; readonly digit: string }
  /** Another message of the form (focus, blur): it too is numbered and answered with a view. */
  | { readonly kind: 'other' }
  | { readonly kind: 'controller' }
  | { readonly kind: 'arrive' }
  | { readonly kind: 'commit' }

const steps = fc.array(fc.oneof(
  fc.record({ kind: fc.constant('key' as const), digit: fc.constantFrom(...'0123456789') }),
  fc.constantFrom<Step>({ kind: 'other' }, { kind: 'controller' }, { kind: 'arrive' }, { kind: 'commit' }),
), { maxLength: 80 })

const digitsOf = (value: string): string => value.replace(/\D/g, '')
/** The controller formats the number as the card form does, in groups of four. */
const format = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

interface View<Value> { readonly seq: number; readonly value: Value }

/**
 * One field over the posted round trip. `took` is what the field does with a view React writes:
 * by the rule, or (to show the rule is needed) every view the form accepted.
 */
const textFieldRun = (plan: ReadonlyArray<Step>, fieldRule: boolean) => {
  let typed = ''
  let dom = ''
  let sent = 0
  let input = 0
  let controller = { digits: '', applied: 0 }
  const toController: Array<{ readonly seq: number; readonly value?: string }> = []
  const toForm: Array<View<string>> = []
  let accepted: View<string> | undefined
  const lost: string[] = []
  const run = (step: Step): void => {
    if (step.kind === 'key') {
      typed += step.digit
      dom += step.digit
      sent += 1
      toController.push({ seq: sent, value: dom })
      input = sent
    } else if (step.kind === 'other') {
      sent += 1
      toController.push({ seq: sent })
    } else if (step.kind === 'controller') {
      const message = toController.shift()
      if (message === undefined) return
      controller = { digits: message.value === undefined ? controller.digits : digitsOf(message.value), applied: message.seq }
      toForm.push({ seq: controller.applied, value: format(controller.digits) })
    } else if (step.kind === 'arrive') {
      const view = toForm.shift()
      // React renders the latest state it was given: a newer accepted view replaces one not yet written.
      if (view !== undefined && !viewIsOlder(view.seq, sent)) accepted = view
    } else if (accepted !== undefined) {
      if (!fieldRule || !viewIsOlder(accepted.seq, input)) dom = accepted.value
      accepted = undefined
    }
    if (digitsOf(dom) !== typed) lost.push(`${typed} shown as ${dom}`)
  }
  plan.forEach(run)
  // Then the shopper stops: every message and view goes through.
  while (toController.length > 0 || toForm.length > 0 || accepted !== undefined) {
    for (const kind of ['controller', 'arrive', 'commit'] as const) run({ kind })
  }
  return { typed, dom, lost }
}

describe('a frame field keeps what the shopper typed or ticked newer than its view', () => {
  it('never loses a keystroke, in any order of keys, views and commits, and ends showing every key, formatted', () => {
    fc.assert(fc.property(steps, (plan) => {
      const { typed, dom, lost } = textFieldRun(plan, true)
      expect(lost).toEqual([])
      expect(dom).toBe(format(typed))
    }), { numRuns: 3_000 })
  })

  it('without the rule, a view written after a newer key takes that key back (the defect it fixes)', () => {
    const result = fc.check(fc.property(steps, (plan) => textFieldRun(plan, false).lost.length === 0), { numRuns: 3_000 })
    expect(result.failed).toBe(true)
  })

  it('shows a tick the moment it is clicked and ends with the last click, in any order of clicks and views', () => {
    type Tick = { readonly kind: 'click' } | { readonly kind: 'controller' } | { readonly kind: 'view' }
    const ticks = fc.array(fc.constantFrom<Tick>({ kind: 'click' }, { kind: 'controller' }, { kind: 'view' }), { maxLength: 60 })
    fc.assert(fc.property(fc.boolean(), ticks, (initial, plan) => {
      let clicked = initial
      let sent = 0
      let input: ShopperInput<boolean> | undefined
      let controller = { checked: initial, applied: 0 }
      let shownView: View<boolean> = { seq: 0, value: initial }
      const toController: Array<View<boolean>> = []
      const toForm: Array<View<boolean>> = []
      const shown = (): boolean => shownValue(shownView.value, shownView.seq, input)
      const run = (step: Tick): void => {
        if (step.kind === 'click') {
          clicked = !shown()
          sent += 1
          toController.push({ seq: sent, value: clicked })
          input = { value: clicked, seq: sent }
        } else if (step.kind === 'controller') {
          const message = toController.shift()
          if (message !== undefined) controller = { checked: message.value, applied: message.seq }
          if (message !== undefined) toForm.push({ seq: controller.applied, value: controller.checked })
        } else {
          shownView = toForm.shift() ?? shownView
        }
        expect(shown()).toBe(clicked)
      }
      plan.forEach(run)
      while (toController.length > 0 || toForm.length > 0) {
        run({ kind: 'controller' })
        run({ kind: 'view' })
      }
      expect(shownView.value).toBe(clicked)
    }), { numRuns: 3_000 })
  })

  it('takes every view where nothing numbers the messages (a form outside FormHost)', () => {
    fc.assert(fc.property(fc.nat(), fc.string(), fc.string(), (seq, view, typed) => {
      expect(viewIsOlder(undefined, seq)).toBe(false)
      expect(shownValue(view, undefined, { value: typed, seq })).toBe(view)
    }))
  })
})
