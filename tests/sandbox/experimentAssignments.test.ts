import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPayloom } from 'payloom'
import { card } from 'payloom/plugins/card'
import { asGroup } from '../../core/elements/Elements.ts'
import { pk, sk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  // The suite's default assignments (vitest.config.ts) set aside: this file starts from none.
  vi.stubEnv('PAYLOOM_EXPERIMENT_ASSIGNMENTS', '')
  sandbox = await startTestSandbox()
})
afterAll(() => {
  vi.unstubAllEnvs()
  return sandbox.dispose()
})

const path = '/v1/test_helpers/experiment_assignments'

/** The session payloom.elements() loads for a deferred payment, over real HTTP. */
const loadedSession = async () => {
  const group = asGroup(createPayloom(pk, { apiBase: sandbox.url, plugins: [card()], locale: 'en' }).elements({ mode: 'payment', amount: 1000, currency: 'usd' }))!
  await group.ready
  return group.session()!
}

describe("the provider's experiment assignments (controller.md §3 \"experiments\"), as the sandbox's test helper sets them", () => {
  it('answers none by default, then the arms assigned, in every elements session; payloom reads them', async () => {
    expect((await loadedSession()).experimentAssignments).toEqual({})
    const set = await sandbox.call('POST', path, { assignments: { elements_direct_messaging_phase_1: 'control', skip_link_consumer_lookup_experiment_v3: 'treatment' } })
    expect(set.body).toEqual({ object: 'experiment_assignments', assignments: { elements_direct_messaging_phase_1: 'control', skip_link_consumer_lookup_experiment_v3: 'treatment' } })
    const answered = await sandbox.call('GET', '/v1/elements/sessions', { deferred_intent: { mode: 'payment', amount: 1000, currency: 'usd' } }, { key: pk })
    expect(answered.body.experiments_data).toEqual({ arb_id: expect.stringMatching(/^arb_/), experiment_assignments: { elements_direct_messaging_phase_1: 'control', skip_link_consumer_lookup_experiment_v3: 'treatment' } })
    expect((await loadedSession()).experimentAssignments).toEqual({ elements_direct_messaging_phase_1: 'control', skip_link_consumer_lookup_experiment_v3: 'treatment' })

    // An empty arm takes one assignment away and keeps the others; DELETE takes them all.
    const removed = await sandbox.call('POST', path, { assignments: { elements_direct_messaging_phase_1: '' } })
    expect(removed.body.assignments).toEqual({ skip_link_consumer_lookup_experiment_v3: 'treatment' })
    expect((await sandbox.call('GET', path)).body.assignments).toEqual({ skip_link_consumer_lookup_experiment_v3: 'treatment' })
    const cleared = await fetch(`${sandbox.url}${path}`, { method: 'DELETE', headers: { Authorization: `Bearer ${sk}` } })
    expect(await cleared.json()).toEqual({ object: 'experiment_assignments', assignments: {} })
    expect((await loadedSession()).experimentAssignments).toEqual({})

    // The environment's defaults stand until the helper sets some, and come back after a DELETE.
    vi.stubEnv('PAYLOOM_EXPERIMENT_ASSIGNMENTS', 'skip_link_consumer_lookup_experiment_v3=control, Bad Name=x')
    expect((await sandbox.call('GET', path)).body.assignments).toEqual({ skip_link_consumer_lookup_experiment_v3: 'control' })
    expect((await loadedSession()).experimentAssignments).toEqual({ skip_link_consumer_lookup_experiment_v3: 'control' })
    vi.stubEnv('PAYLOOM_EXPERIMENT_ASSIGNMENTS', '')
  })

  it('refuses an experiment or an arm that is not lower-case words, no assignments at all, and the publishable key, naming the parameter', async () => {
    const badArm = await sandbox.call('POST', path, { assignments: { example_experiment: 'Treatment!' } })
    expect(badArm.status).toBe(400)
    expect(badArm.body.error).toMatchObject({ type: 'invalid_request_error', param: 'assignments[example_experiment]', message: 'Invalid arm for example_experiment: Treatment! is not lower-case words joined by _ (control, treatment, not_in_population).' })
    const badName = await sandbox.call('POST', path, { assignments: { 'Example experiment': 'control' } })
    expect(badName.body.error).toMatchObject({ param: 'assignments[Example experiment]', message: 'Invalid experiment name: Example experiment is not lower-case words joined by _.' })
    const none = await sandbox.call('POST', path, {})
    expect(none.body.error).toMatchObject({ param: 'assignments', message: 'Give assignments[<experiment name>]=<arm>, or an empty arm to remove one.' })
    const unknown = await sandbox.call('POST', path, { assignments: { example_experiment: 'control' }, arm: 'control' })
    expect(unknown.body.error).toMatchObject({ param: 'arm' })
    const publishable = await sandbox.call('POST', path, { assignments: { example_experiment: 'control' } }, { key: pk })
    expect(publishable.status).toBeGreaterThanOrEqual(400)
    expect((await sandbox.call('GET', path)).body.assignments).toEqual({})
  })
})
