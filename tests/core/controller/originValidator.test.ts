import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { budgetAfterFailure, examineMessage, invalidSharedSessionOrigin, makeOriginValidator } from '../../../core/controller/originValidator.ts'
import { sharedIdKey } from '../../../core/elements/postMessageBus.ts'

const sharedId = 'shared_abc'
const allowed = ['https://link.payloom.com', 'https://js.payloom.com']
const source = { name: 'a frame window' }
const marked = { [sharedIdKey]: sharedId, kind: 'session' }
const good = { origin: 'https://link.payloom.com', source, data: marked }
const forged = { origin: 'https://evil.example', source, data: marked }
const rejected = (reason: string) => ({ kind: 'rejected', reason, error: 'Invalid shared session origin' })

describe('examineMessage', () => {
  it('accepts a marked message with a source from an allowed origin, spending one', () => {
    expect(examineMessage(5000, good, sharedId, allowed)).toEqual({ budget: 4999, verdict: { kind: 'accepted' } })
  })

  it("rejects an origin off the list with 'Invalid shared session origin' and cuts the budget to a third", () => {
    expect(invalidSharedSessionOrigin).toBe('Invalid shared session origin')
    for (const origin of ['https://evil.example', 'https://link.payloom.com/', 'null', undefined, 7]) {
      expect(examineMessage(5000, { ...good, origin }, sharedId, allowed)).toEqual({ budget: 1666, verdict: rejected('origin') })
    }
  })

  it('rejects a marked message without a source', () => {
    for (const missing of [null, undefined]) {
      expect(examineMessage(5000, { ...good, source: missing }, sharedId, allowed)).toEqual({ budget: 1666, verdict: rejected('no_source') })
    }
  })

  it("ignores, for free, messages that are not this shared session's", () => {
    for (const data of [{ kind: 'session' }, { [sharedIdKey]: 'another_session' }, 'text', null, undefined, [sharedId]]) {
      expect(examineMessage(5000, { ...forged, data }, sharedId, allowed)).toEqual({ budget: 5000, verdict: { kind: 'ignored' } })
    }
  })

  it('rejects every marked message unexamined once the budget is spent', () => {
    expect(examineMessage(0, good, sharedId, allowed)).toEqual({ budget: 0, verdict: rejected('exhausted') })
  })

  it('never raises the budget, and accepts exactly well-formed messages while it lasts', () => {
    fc.assert(fc.property(fc.nat({ max: 10_000 }), fc.anything(), fc.anything(), fc.anything(), (budget, origin, from, data) => {
      const step = examineMessage(budget, { origin, source: from, data }, sharedId, allowed)
      expect(step.budget).toBeLessThanOrEqual(budget)
      expect(step.budget).toBeGreaterThanOrEqual(0)
      expect(step.verdict.kind).toBe('ignored')
    }))
    fc.assert(fc.property(fc.nat({ max: 10_000 }), fc.oneof(fc.constantFrom(...allowed), fc.webUrl()), fc.constantFrom(source, null), (budget, origin, from) => {
      const step = examineMessage(budget, { origin, source: from, data: marked }, sharedId, allowed)
      const wellFormed = from !== null && allowed.includes(origin)
      expect(step.verdict.kind).toBe(budget === 0 ? 'rejected' : wellFormed ? 'accepted' : 'rejected')
      if (budget > 0) expect(step.budget).toBe(wellFormed ? budget - 1 : budgetAfterFailure(budget - 1))
    }))
  }, 30_000) // fc.anything() draws deep values: about 4 s alone, past vitest's 5 s default on a busy machine
})

describe('budgetAfterFailure', () => {
  it('divides by 3 with a floor of 10 (walletLimits.originBudget)', () => {
    expect([5000, 1666, 555, 185, 61, 30, 20, 12, 10, 4, 0].map(budgetAfterFailure)).toEqual([1666, 555, 185, 61, 20, 10, 10, 10, 10, 4, 0])
  })

  it('is a third of the budget, but never below the floor nor above the budget', () => {
    fc.assert(fc.property(fc.nat({ max: 1_000_000 }), (budget) => {
      const next = budgetAfterFailure(budget)
      expect(next).toBeLessThanOrEqual(budget)
      expect(next).toBeGreaterThanOrEqual(Math.min(budget, 10))
      expect(next).toBe(budget >= 30 ? Math.floor(budget / 3) : Math.min(budget, 10))
    }))
  })
})

describe('makeOriginValidator', () => {
  it('starts at 5000 and closes the channel after a flood of forged messages', () => {
    const validator = makeOriginValidator(sharedId, allowed)
    expect(validator.budget()).toBe(5000)
    expect(validator.check(good)).toEqual({ kind: 'accepted' })
    expect(validator.budget()).toBe(4999)
    let forgedSeen = 0
    while (validator.budget() > 0) {
      expect(validator.check(forged)).toEqual(rejected('origin'))
      forgedSeen += 1
    }
    // 4999 -> 1666 -> 555 -> 185 -> 61 -> 20 -> 10, then one message each.
    expect(forgedSeen).toBe(16)
    expect(validator.check(good)).toEqual(rejected('exhausted'))
    expect(validator.check({ ...good, data: { kind: 'unrelated' } })).toEqual({ kind: 'ignored' })
  })

  it('keeps accepting the real peer however many unrelated messages pass', () => {
    fc.assert(fc.property(fc.array(fc.boolean(), { maxLength: 200 }), (peerOrNoise) => {
      const validator = makeOriginValidator(sharedId, allowed)
      for (const peer of peerOrNoise) {
        expect(validator.check(peer ? good : { ...forged, data: { kind: 'noise' } }).kind).toBe(peer ? 'accepted' : 'ignored')
      }
      expect(validator.budget()).toBe(5000 - peerOrNoise.filter(Boolean).length)
    }))
  })
})
