import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  bucketUnit,
  experimentArm,
  experimentArms,
  experimentArmsOf,
  lightExperiments,
  type ExperimentArm,
  type ExperimentName,
} from '../../../core/controller/experiments.ts'
import { directMessaging } from '../../../core/controller/experimentsDirectMessaging.ts'
import type { ElementsSession } from '../../../core/session/elementsSession.ts'

const names = Object.keys(lightExperiments) as ReadonlyArray<ExperimentName>
const arms = Object.values(experimentArms)
const unitIds = Array.from({ length: 20_000 }, (_, i) => `unit_${i}`)

const shares = (assign: (unitId: string) => ExperimentArm): Readonly<Record<ExperimentArm, number>> => {
  const counts = { control: 0, treatment: 0, not_in_population: 0 }
  for (const unitId of unitIds) counts[assign(unitId)]++
  return {
    control: counts.control / unitIds.length,
    treatment: counts.treatment / unitIds.length,
    not_in_population: counts.not_in_population / unitIds.length,
  }
}

describe('the light experiments (controller.md §9)', () => {
  it('have the spec ramps and the default 5/5 split', () => {
    expect(lightExperiments.example_experiment.population).toBe(1)
    expect(lightExperiments.skip_link_consumer_lookup_experiment_v3.population).toBe(1)
    expect(lightExperiments.elements_direct_messaging_phase_1.population).toBe(0.1)
    for (const name of names) expect(lightExperiments[name].splits).toEqual({ control: 5, treatment: 5 })
  })

  it('bucket a unit the same way every time, by the SHA-1 of the experiment and the unit', () => {
    fc.assert(fc.property(fc.constantFrom(...names), fc.string(), (name, unitId) => {
      expect(experimentArm(name, unitId)).toEqual(experimentArm(name, unitId))
      expect(experimentArm(name, unitId)).toEqual({ experiment: name, arm: bucketUnit(name, lightExperiments[name], unitId), assignedBy: 'bucket' })
    }))
    // Fixed points of the hash: a change of the bucketing moves units between arms, which a ramp must never do.
    expect(experimentArm('elements_direct_messaging_phase_1', 'shared_1').arm).toBe('not_in_population')
    expect(experimentArm('elements_direct_messaging_phase_1', 'shared_23').arm).toBe('control')
  })

  it('enrol every unit of a full ramp, half in each arm', () => {
    for (const name of ['example_experiment', 'skip_link_consumer_lookup_experiment_v3'] as const) {
      const result = shares((unitId) => experimentArm(name, unitId).arm)
      expect(result.not_in_population).toBe(0)
      expect(Math.abs(result.control - 0.5)).toBeLessThan(0.015)
    }
  })

  it('enrol about a tenth at a 0.1 ramp, still half in each arm: about 5 % of units in each', () => {
    const result = shares((unitId) => experimentArm('elements_direct_messaging_phase_1', unitId).arm)
    expect(Math.abs(1 - result.not_in_population - 0.1)).toBeLessThan(0.01)
    expect(Math.abs(result.control - 0.05)).toBeLessThan(0.008)
    expect(Math.abs(result.treatment - 0.05)).toBeLessThan(0.008)
  })

  it('bucket each experiment on its own, not on the unit alone', () => {
    const differ = unitIds.slice(0, 1000).filter((unitId) =>
      experimentArm('example_experiment', unitId).arm !== experimentArm('skip_link_consumer_lookup_experiment_v3', unitId).arm)
    expect(differ.length).toBeGreaterThan(400)
    expect(differ.length).toBeLessThan(600)
  })

  it('enrol about the ramp share and split by the ratio, for any ramp and split', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (population, control, treatment) => {
          const result = shares((unitId) => bucketUnit('ramp_experiment', { population, splits: { control, treatment } }, unitId))
          const enrolled = 1 - result.not_in_population
          expect(Math.abs(enrolled - population)).toBeLessThan(0.02)
          if (enrolled > 0.2) expect(Math.abs(result.control / enrolled - control / (control + treatment))).toBeLessThan(0.04)
        },
      ),
      { numRuns: 15 },
    )
  }, 30_000) // each run buckets thousands of units: about 5 s alone, past vitest's 5 s default on a busy machine

  it('enrol no one at ramp 0, and keep the arm of a unit when the ramp rises', () => {
    fc.assert(fc.property(fc.string(), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (unitId, a, b) => {
      const splits = { control: 5, treatment: 5 }
      expect(bucketUnit('ramped', { population: 0, splits }, unitId)).toBe(experimentArms.notInPopulation)
      const early = bucketUnit('ramped', { population: Math.min(a, b), splits }, unitId)
      if (early !== experimentArms.notInPopulation) expect(bucketUnit('ramped', { population: Math.max(a, b), splits }, unitId)).toBe(early)
    }))
  })

  it("take the provider's assignment over the bucket when the session names a known arm, and ignore anything else", () => {
    fc.assert(fc.property(
      fc.constantFrom(...names),
      fc.string(),
      fc.dictionary(fc.string(), fc.oneof(fc.constantFrom(...arms), fc.string())),
      (name, unitId, assignments) => {
        const decided = experimentArm(name, unitId, assignments)
        const assigned = Object.hasOwn(assignments, name) ? assignments[name] : undefined
        if (assigned !== undefined && (arms as ReadonlyArray<string>).includes(assigned)) {
          expect(decided).toEqual({ experiment: name, arm: assigned, assignedBy: 'session' })
        } else {
          expect(decided).toEqual(experimentArm(name, unitId))
        }
      },
    ))
    expect(experimentArmsOf('shared_1', { example_experiment: 'treatment', elements_direct_messaging_phase_1: 'holdback' })).toEqual([
      { experiment: 'example_experiment', arm: 'treatment', assignedBy: 'session' },
      experimentArm('skip_link_consumer_lookup_experiment_v3', 'shared_1'),
      { experiment: 'elements_direct_messaging_phase_1', arm: 'not_in_population', assignedBy: 'bucket' },
    ])
  })
})

describe('elements_direct_messaging_phase_1 for an instance (directMessaging)', () => {
  const sessionAssigning = (arm: string | undefined) => ({ experimentAssignments: arm === undefined ? {} : { elements_direct_messaging_phase_1: arm } }) as unknown as ElementsSession

  it('posts in the control arm only, about 5 % of instances, unless a session assigns the arm', () => {
    fc.assert(fc.property(fc.string(), fc.option(fc.constantFrom(...arms, 'holdback'), { nil: undefined }), (jsId, arm) => {
      const messaging = directMessaging(jsId)
      expect(messaging.handOver()).toBe(experimentArm('elements_direct_messaging_phase_1', jsId).arm !== 'control')
      messaging.sessionLoaded(sessionAssigning(arm))
      const known = arm !== undefined && (arms as ReadonlyArray<string>).includes(arm)
      expect(messaging.handOver()).toBe(known ? arm !== 'control' : experimentArm('elements_direct_messaging_phase_1', jsId).arm !== 'control')
      // A later session that names no arm keeps the one assigned.
      messaging.sessionLoaded(sessionAssigning(undefined))
      expect(messaging.handOver()).toBe(known ? arm !== 'control' : experimentArm('elements_direct_messaging_phase_1', jsId).arm !== 'control')
    }))
    const posting = unitIds.filter((unitId) => !directMessaging(unitId).handOver()).length / unitIds.length
    expect(posting).toBeGreaterThan(0.04)
    expect(posting).toBeLessThan(0.06)
  })
})
