import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { apiClientLayerTest, type ApiClient, type TestAnswer, type TestRequest } from '../../../core/api/ApiClient.ts'
import { captchaGatedActions } from '../../../core/controller/captcha.ts'
import { Captcha, captchaLayerNone, captchaLayerPassive, captchaLayerTest, withCaptcha } from '../../../core/services/Captcha.ts'

const tokenOf = (layer: Layer.Layer<Captcha>, action: string) => Effect.runPromise(Effect.provide(Captcha.use((captcha) => captcha.token(action)), layer))

/** A captcha provider in memory: counts challenges, answers with `answer` (tokens tok_1, tok_2... by default). */
const provider = (answer?: (n: number) => TestAnswer) => {
  const requests: TestRequest[] = []
  const api = apiClientLayerTest({
    'POST sandbox/captcha': (request) => {
      requests.push(request)
      return answer?.(requests.length) ?? { status: 200, body: { object: 'captcha_token', token: `tok_${requests.length}` } }
    },
  })
  return { requests, api }
}

/** A passive captcha whose timer the test fires by hand. */
const passive = (api: Layer.Layer<ApiClient>) => {
  const timers: Array<{ readonly callback: () => void; readonly ms: number }> = []
  const layer = Layer.provide(captchaLayerPassive({ siteKey: 'site', rqdata: 'rq' }, { setTimeout: (callback, ms) => timers.push({ callback, ms }) }), api)
  // Built once, as the runtime builds it: the state lives as long as this context.
  const context = Effect.runSync(Effect.scoped(Layer.build(layer)))
  const token = (action: string) => Effect.runPromise(Effect.provideContext(Captcha.use((captcha) => captcha.token(action)), context))
  return { timers, token }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

// The stand-ins are checked against the passive captcha they stand in for, not against themselves.
describe('captchaLayerNone and captchaLayerTest, beside the passive captcha', () => {
  const actions = [...captchaGatedActions, 'retrieve_payment_intent', 'update_setup_intent', 'create_customer', '', 'tokenize ', 'TOKENIZE']

  it('captchaLayerTest gives a token for exactly the actions the passive captcha gives one for', async () => {
    for (const action of actions) {
      const real = await passive(provider().api).token(action)
      expect(await tokenOf(captchaLayerTest('tok'), action) !== undefined, action).toBe(real !== undefined)
    }
  })

  it('captchaLayerNone answers every action as the passive captcha does when its provider cannot be reached', async () => {
    const { requests, api } = provider(() => ({ connection: 'unreachable' }))
    const unreachable = passive(api)
    for (const action of actions) expect(await tokenOf(captchaLayerNone, action), action).toBe(await unreachable.token(action))
    // The passive captcha did try: the two agree on failure, not because neither was asked.
    expect(requests).toHaveLength(captchaGatedActions.length)
  })
})

describe('captchaLayerPassive', () => {
  it('starts by itself after 500 ms, solving the first challenge with the site key and rqdata', async () => {
    const { requests, api } = provider()
    const captcha = passive(api)
    expect(captcha.timers.map(({ ms }) => ms)).toEqual([500])
    expect(requests).toHaveLength(0)
    captcha.timers[0]!.callback()
    await settle()
    expect(requests.map(({ method, path, options }) => ({ method, path, body: options.body }))).toEqual([
      { method: 'POST', path: 'sandbox/captcha', body: { site_key: 'site', rqdata: 'rq' } },
    ])
    // The first gated call spends the token solved in advance; the next one solves a new challenge.
    expect(await captcha.token('confirm_payment_intent')).toBe('tok_1')
    expect(requests).toHaveLength(1)
    expect(await captcha.token('create_payment_method')).toBe('tok_2')
    expect(requests).toHaveLength(2)
  })

  it('starts once, at the first gated call when the timer has not fired, and not again when it fires', async () => {
    const { requests, api } = provider()
    const captcha = passive(api)
    expect(await Promise.all([captcha.token('tokenize'), captcha.token('create_source')])).toEqual(['tok_1', 'tok_2'])
    captcha.timers[0]!.callback()
    await settle()
    expect(requests).toHaveLength(2)
  })

  it('gives no token to actions that are not gated, without asking the provider', async () => {
    const { requests, api } = provider()
    const captcha = passive(api)
    expect(await captcha.token('retrieve_payment_intent')).toBeUndefined()
    expect(await captcha.token('')).toBeUndefined()
    expect(requests).toHaveLength(0)
  })

  it('gives no token when the provider fails or answers without one, and tries again on the next call', async () => {
    const answers: ReadonlyArray<TestAnswer> = [
      { connection: 'unreachable' },
      { status: 500, body: '<html>Bad gateway</html>' },
      { status: 200, body: { token: '' } },
      { status: 200, body: null },
    ]
    const { requests, api } = provider((n) => answers[n - 1] ?? { status: 200, body: { token: `tok_${n}` } })
    const captcha = passive(api)
    for (const _ of answers) expect(await captcha.token('confirm_setup_intent')).toBeUndefined()
    expect(await captcha.token('confirm_setup_intent')).toBe('tok_5')
    expect(requests).toHaveLength(5)
  })

  it('never fails, whatever the action or the provider answers', async () => {
    await fc.assert(fc.asyncProperty(fc.anything(), fc.integer({ min: 100, max: 599 }), fc.anything(), async (action, status, body) => {
      const { api } = provider(() => ({ status, body }))
      const token = await passive(api).token(action as string)
      expect(token === undefined || typeof token === 'string').toBe(true)
      if (!(captchaGatedActions as ReadonlyArray<unknown>).includes(action)) expect(token).toBeUndefined()
    }), { numRuns: 50 })
  })
})

describe('withCaptcha', () => {
  it("adds the service's token to a gated action's params, keeping other radar options", async () => {
    const params = { client_secret: 'pi_1_secret_2', radar_options: { session: 'rse_1' } }
    expect(await Effect.runPromise(Effect.provide(withCaptcha('confirm_payment_intent', params), captchaLayerTest('tok')))).toEqual({
      client_secret: 'pi_1_secret_2',
      radar_options: { session: 'rse_1', hcaptcha_token: 'tok' },
    })
    expect(await Effect.runPromise(Effect.provide(withCaptcha('confirm_payment_intent', params), captchaLayerNone))).toBe(params)
  })
})
