import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  assignExperiment,
  bucketUnit,
  directMessaging,
  experimentArms,
  lightExperiments,
  type ExperimentArm,
  type ExperimentName,
} from '../../../core/controller/experiments.ts'

const names = Object.keys(lightExperiments) as ReadonlyArray<ExperimentName>
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

describe('lightExperiments', () => {
  it('has the spec ramps and the default 5/5 split', () => {
    expect(lightExperiments.example_experiment.population).toBe(1)
    expect(lightExperiments.skip_link_consumer_lookup_experiment_v3.population).toBe(1)
    expect(lightExperiments.elements_direct_messaging_phase_1.population).toBe(0.1)
    for (const name of names) expect(lightExperiments[name].splits).toEqual({ control: 5, treatment: 5 })
  })
})

describe('assignExperiment', () => {
  it('is deterministic for a name and a unit', () => {
    fc.assert(fc.property(fc.constantFrom(...names), fc.string(), (name, unitId) => {
      expect(assignExperiment(name, unitId)).toBe(assignExperiment(name, unitId))
    }))
  })

  it('enrols every unit of a full ramp, half in each arm', () => {
    const result = shares((unitId) => assignExperiment('example_experiment', unitId))
    expect(result.not_in_population).toBe(0)
    expect(result.control).toBeCloseTo(0.5, 1)
  })

  it('enrols about a tenth at a 0.1 ramp, still half in each arm', () => {
    const result = shares((unitId) => assignExperiment('elements_direct_messaging_phase_1', unitId))
    expect(Math.abs(1 - result.not_in_population - 0.1)).toBeLessThan(0.01)
    expect(Math.abs(result.control - result.treatment)).toBeLessThan(0.01)
  })

  it('buckets each experiment on its own, not on the unit alone', () => {
    const differ = unitIds.slice(0, 1000).filter((unitId) =>
      assignExperiment('example_experiment', unitId) !== assignExperiment('skip_link_consumer_lookup_experiment_v3', unitId))
    expect(differ.length).toBeGreaterThan(400)
    expect(differ.length).toBeLessThan(600)
  })
})

describe('bucketUnit', () => {
  it('enrols about the ramp share and splits by the ratio, for any ramp and split', () => {
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

  it('enrols no one at ramp 0 and keeps the arm of a unit when the ramp rises', () => {
    const splits = { control: 5, treatment: 5 }
    for (const unitId of unitIds.slice(0, 500)) {
      expect(bucketUnit('ramped', { population: 0, splits }, unitId)).toBe(experimentArms.notInPopulation)
      const early = bucketUnit('ramped', { population: 0.3, splits }, unitId)
      if (early !== experimentArms.notInPopulation) expect(bucketUnit('ramped', { population: 0.8, splits }, unitId)).toBe(early)
    }
  })
})

describe('directMessaging', () => {
  it('hands over for every instance but those in the control arm of elements_direct_messaging_phase_1', () => {
    fc.assert(fc.property(fc.string(), (sharedId) => {
      expect(directMessaging(sharedId)).toBe(assignExperiment('elements_direct_messaging_phase_1', sharedId) !== experimentArms.control)
    }))
    // The ramp is 0.1 with a 5/5 split: about 5 % of instances post.
    const posting = unitIds.filter((unitId) => !directMessaging(unitId)).length / unitIds.length
    expect(posting).toBeGreaterThan(0.04)
    expect(posting).toBeLessThan(0.06)
  })
})
