import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultLinkSettings } from '../../sandbox/link/merchantLinkSettings.ts'
import { startSandbox } from '../../sandbox/startSandbox.ts'
import { createPaymentIntent, pk, sk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const settingsPath = '/v1/test_helpers/link_settings'

/** The link_settings an elements session answers for a payment intent listing link (and card). */
const sessionLinkSettings = async (types: readonly string[] = ['card', 'link']) => {
  const intent = await createPaymentIntent(sandbox, { payment_method_types: [...types] })
  const session = await sandbox.call('GET', '/v1/elements/sessions', { client_secret: intent.client_secret }, { key: pk })
  expect(session.status).toBe(200)
  return session.body.link_settings
}

const reset = () => fetch(`${sandbox.url}${settingsPath}`, { method: 'DELETE', headers: { Authorization: `Bearer ${sk}` } })

describe("the merchant's Link settings (test helper, kept in SQLite)", () => {
  it('starts with PASSTHROUGH, opt-in NONE, cards, everything else off, and the session says so', async () => {
    expect((await sandbox.call('GET', settingsPath)).body).toEqual({ object: 'link_settings', ...defaultLinkSettings })
    expect(await sessionLinkSettings()).toMatchObject({
      link_mode: 'PASSTHROUGH', link_default_opt_in: 'NONE', link_funding_sources: ['CARD'], link_pm_killswitch_on_in_elements: false,
      link_global_holdback_on: false, link_elements_pageload_sign_up_disabled: false, link_passthrough_mode_enabled: true,
    })
  })

  it('changes only what is named; the elements session answers the new settings for a payment listing link', async () => {
    const set = await sandbox.call('POST', settingsPath, { link_mode: 'LINK_PAYMENT_METHOD', link_default_opt_in: 'FULL', link_global_holdback_on: true })
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({ link_mode: 'LINK_PAYMENT_METHOD', link_default_opt_in: 'FULL', link_global_holdback_on: true, link_funding_sources: ['CARD'] })
    await sandbox.call('POST', settingsPath, { link_pm_killswitch_on_in_elements: true, link_elements_pageload_sign_up_disabled: true, link_funding_sources: ['CARD', 'BANK_ACCOUNT'] })
    expect(await sessionLinkSettings()).toMatchObject({
      link_mode: 'LINK_PAYMENT_METHOD', link_passthrough_mode_enabled: false, link_default_opt_in: 'FULL', link_global_holdback_on: true,
      link_pm_killswitch_on_in_elements: true, link_elements_pageload_sign_up_disabled: true, link_funding_sources: ['CARD', 'BANK_ACCOUNT'],
    })
    // A payment that does not list link has every Link flag off, whatever the merchant set.
    expect(await sessionLinkSettings(['card'])).toMatchObject({ link_mode: null, link_funding_sources: [], link_pm_killswitch_on_in_elements: false, link_default_opt_in: 'NONE' })
    await reset()
  })

  it('takes an empty funding source list as none, and DELETE puts the defaults back', async () => {
    await sandbox.call('POST', settingsPath, { link_funding_sources: '' })
    expect((await sessionLinkSettings()).link_funding_sources).toEqual([])
    expect(await (await reset()).json()).toEqual({ object: 'link_settings', ...defaultLinkSettings })
    expect((await sessionLinkSettings()).link_funding_sources).toEqual(['CARD'])
  })

  it('refuses an unknown mode, opt-in, funding source or setting, naming it, and a publishable key', async () => {
    for (const [params, param] of [
      [{ link_mode: 'CARD' }, 'link_mode'],
      [{ link_default_opt_in: 'ALWAYS' }, 'link_default_opt_in'],
      [{ link_funding_sources: ['CRYPTO'] }, 'link_funding_sources'],
      [{ link_global_holdback_on: 'yes' }, 'link_global_holdback_on'],
      [{ link_smart_defaults: true }, 'link_smart_defaults'],
    ] as const) {
      const refused = await sandbox.call('POST', settingsPath, params)
      expect(refused.status, JSON.stringify(params)).toBe(400)
      expect(refused.body.error).toMatchObject({ type: 'invalid_request_error', param })
    }
    expect((await sandbox.call('POST', settingsPath, { link_mode: 'PASSTHROUGH' }, { key: pk })).status).toBe(401)
    expect((await sandbox.call('GET', settingsPath)).body).toEqual({ object: 'link_settings', ...defaultLinkSettings })
  })

  it('keeps the settings across a restart on the same data folder', async () => {
    const first = await startTestSandbox()
    await first.call('POST', settingsPath, { link_default_opt_in: 'OPTIONAL' })
    await first.close()
    const again = await startSandbox({ port: 0, dataDir: first.dataDir })
    try {
      const read = await fetch(`${again.url}${settingsPath}`, { headers: { Authorization: `Bearer ${sk}` } })
      expect(await read.json()).toMatchObject({ link_default_opt_in: 'OPTIONAL' })
    } finally {
      await again.close()
      rmSync(first.dataDir, { recursive: true, force: true })
    }
  })
})
