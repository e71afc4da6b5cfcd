import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, IntegrationError, type Payloom } from 'payloom'
import { card } from 'payloom/plugins/card'
import { asGroup } from '../../../core/elements/Elements.ts'
import { pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

/**
 * A deferred intent's captureMethod and paymentMethodConfiguration (controller.md §3 "Deferred
 * intent"): checked by payloom.elements() and update(), sent with the elements session's
 * deferred_intent, and honoured by the sandbox (the session offers the configuration's methods,
 * and carries the capture method).
 */

let sandbox: TestSandbox
let payloom: Payloom
beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, { apiBase: sandbox.url, plugins: [card()], locale: 'en' })
})
afterAll(() => sandbox.dispose())

const deferred = { mode: 'payment', amount: 2000, currency: 'eur' } as const

/** A configuration made on the merchant's server: `card` on or off, every other type at the account's default. */
const configuration = async (cardPreference: 'on' | 'off'): Promise<string> => {
  const created = await sandbox.call('POST', '/v1/payment_method_configurations', { name: 'Shop', card: { display_preference: { preference: cardPreference } } })
  expect(created.status).toBe(200)
  return created.body.id
}

describe('paymentMethodConfiguration, over real HTTP to the sandbox', () => {
  it('offers the methods the configuration turns on: a group whose configuration turns card off has nothing to show', async () => {
    const cardOn = await configuration('on')
    await expect(asGroup(payloom.elements({ ...deferred, paymentMethodConfiguration: cardOn }))?.ready).resolves.toBeUndefined()
    const cardOff = await configuration('off')
    await expect(asGroup(payloom.elements({ ...deferred, paymentMethodConfiguration: cardOff }))?.ready).rejects.toThrow(/None of the payment method types/)
  })

  it("the session lists the configuration's types; an unknown configuration is the provider's 404 on the parameter", async () => {
    const cardOff = await configuration('off')
    const session = await sandbox.call('GET', '/v1/elements/sessions', { deferred_intent: { ...deferred, payment_method_configuration: cardOff } }, { key: pk })
    expect(session.body.ordered_payment_method_types).not.toContain('card')
    expect(session.body.ordered_payment_method_types).toContain('ideal')
    expect(session.body.payment_method_preference.deferred_intent).toMatchObject({ payment_method_configuration: cardOff })
    const unknown = await sandbox.call('GET', '/v1/elements/sessions', { deferred_intent: { ...deferred, payment_method_configuration: 'pmc_nothere' } }, { key: pk })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toMatchObject({ code: 'resource_missing', param: 'deferred_intent[payment_method_configuration]' })
    await expect(asGroup(payloom.elements({ ...deferred, paymentMethodConfiguration: 'pmc_nothere' }))?.ready).rejects.toThrow("No such payment_method_configuration: 'pmc_nothere'")
  })

  it('update() reloads the session with the new configuration', async () => {
    const elements = payloom.elements({ ...deferred, paymentMethodConfiguration: await configuration('off') })
    await expect(asGroup(elements)?.ready).rejects.toThrow(/None of the payment method types/)
    await elements.update({ paymentMethodConfiguration: await configuration('on') })
    await expect(asGroup(elements)?.ready).resolves.toBeUndefined()
  })
})

describe('captureMethod, over real HTTP to the sandbox', () => {
  it("loads a manual-capture payment's session, which carries its capture method", async () => {
    await expect(asGroup(payloom.elements({ ...deferred, captureMethod: 'manual' }))?.ready).resolves.toBeUndefined()
    const session = await sandbox.call('GET', '/v1/elements/sessions', { deferred_intent: { ...deferred, capture_method: 'manual' } }, { key: pk })
    expect(session.body.payment_method_preference.deferred_intent).toMatchObject({ capture_method: 'manual' })
    const setup = await sandbox.call('GET', '/v1/elements/sessions', { deferred_intent: { mode: 'setup', currency: 'eur', capture_method: 'manual' } }, { key: pk })
    expect(setup.body.error).toMatchObject({ param: 'deferred_intent[capture_method]' })
  })
})

describe('captureMethod and paymentMethodConfiguration, checked by elements() and update()', () => {
  const offline = () => createPayloom('pk_test_options', { apiBase: 'http://127.0.0.1:9', plugins: [card()] })
  const elements = (options: object) => offline().elements({ ...deferred, ...options })

  it('refuses them with a client secret, an unknown capture, a capture outside payment mode, and a configuration that is no pmc_ id or comes with a list of types', () => {
    expect(() => offline().elements({ clientSecret: 'pi_1_secret_2', captureMethod: 'manual' }))
      .toThrow(new IntegrationError({ message: "Invalid value for payloom.elements(): captureMethod is for a deferred intent (mode, amount, currency): with a clientSecret, the intent's own applies." }))
    expect(() => offline().elements({ clientSecret: 'pi_1_secret_2', paymentMethodConfiguration: 'pmc_1' })).toThrow('paymentMethodConfiguration is for a deferred intent')
    expect(() => elements({ captureMethod: 'later' })).toThrow('captureMethod must be \'automatic\', \'automatic_async\' or \'manual\', got "later".')
    expect(() => offline().elements({ mode: 'setup', currency: 'eur', captureMethod: 'manual' })).toThrow("captureMethod applies to mode 'payment' only: a setup captures no payment now.")
    expect(() => elements({ paymentMethodConfiguration: 'config_1' })).toThrow('paymentMethodConfiguration must be a payment method configuration\'s id (pmc_...), got "config_1".')
    expect(() => elements({ paymentMethodConfiguration: 'pmc_1', paymentMethodTypes: ['card'] })).toThrow('pass paymentMethodTypes or paymentMethodConfiguration, not both')
    for (const captureMethod of ['automatic', 'automatic_async', 'manual'] as const) expect(() => elements({ captureMethod, paymentMethodConfiguration: 'pmc_1' })).not.toThrow()
  })

  it('update() checks them too', async () => {
    await expect(elements({}).update({ captureMethod: 'later' as never })).rejects.toThrow('got "later".')
    await expect(elements({}).update({ paymentMethodConfiguration: 'x' })).rejects.toThrow('got "x".')
  })
})
