import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { captchaGatedActions, isCaptchaGated, makePassiveCaptcha, withCaptchaToken } from '../../../core/controller/captcha.ts'

describe('captchaGatedActions', () => {
  it('lists the spec actions', () => {
    expect([...captchaGatedActions].sort()).toEqual([
      'confirm_payment_intent',
      'confirm_setup_intent',
      'create_confirmation_token',
      'create_payment_method',
      'create_source',
      'link_sign_up',
      'tokenize',
      'update_payment_intent',
    ])
  })
})

describe('isCaptchaGated', () => {
  it('is true for the gated actions only', () => {
    for (const action of captchaGatedActions) expect(isCaptchaGated(action)).toBe(true)
    expect(isCaptchaGated('retrieve_payment_intent')).toBe(false)
    expect(isCaptchaGated('create_radar_session')).toBe(false)
    fc.assert(fc.property(fc.anything(), (action) => {
      expect(isCaptchaGated(action)).toBe((captchaGatedActions as ReadonlyArray<unknown>).includes(action))
    }))
  })
})

describe('withCaptchaToken', () => {
  it('adds the token as radar_options[hcaptcha_token] for a gated action', () => {
    expect(withCaptchaToken('confirm_payment_intent', { client_secret: 'pi_1_secret_2' }, 'tok')).toEqual({
      client_secret: 'pi_1_secret_2',
      radar_options: { hcaptcha_token: 'tok' },
    })
  })

  it('keeps the radar options already there', () => {
    expect(withCaptchaToken('tokenize', { card: { number: '4242' }, radar_options: { session: 'rse_1' } }, 'tok')).toEqual({
      card: { number: '4242' },
      radar_options: { session: 'rse_1', hcaptcha_token: 'tok' },
    })
  })

  it('leaves other actions and a missing token alone', () => {
    const params = { client_secret: 'pi_1_secret_2' }
    expect(withCaptchaToken('retrieve_payment_intent', params, 'tok')).toBe(params)
    expect(withCaptchaToken('confirm_payment_intent', params, undefined)).toBe(params)
    expect(withCaptchaToken('confirm_payment_intent', params, '')).toBe(params)
  })

  it('changes nothing but the token, for any action and params', () => {
    const action = fc.oneof(fc.constantFrom(...captchaGatedActions), fc.string())
    const params = fc.dictionary(fc.string().filter((key) => key !== 'radar_options'), fc.string())
    fc.assert(fc.property(action, params, fc.string({ minLength: 1 }), (action, given, token) => {
      const result = withCaptchaToken(action, given, token)
      const { radar_options, ...rest } = result
      expect(rest).toEqual(given)
      expect(radar_options).toEqual(isCaptchaGated(action) ? { hcaptcha_token: token } : undefined)
    }))
  })
})

describe('makePassiveCaptcha', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('initialises by itself after 500 ms', async () => {
    const init = vi.fn(async () => {})
    makePassiveCaptcha({ init })
    await vi.advanceTimersByTimeAsync(499)
    expect(init).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(init).toHaveBeenCalledOnce()
  })

  it('initialises once, whether asked first or timed out first', async () => {
    const init = vi.fn(async () => {})
    const captcha = makePassiveCaptcha({ init })
    await Promise.all([captcha.ensure(), captcha.ensure()])
    expect(init).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(1000)
    await captcha.ensure()
    expect(init).toHaveBeenCalledOnce()
  })

  it('uses the injected timer and delay', async () => {
    const init = vi.fn(() => {})
    const timers: Array<{ callback: () => void; ms: number }> = []
    const captcha = makePassiveCaptcha({ init, delay: 50, setTimeout: (callback, ms) => timers.push({ callback, ms }) })
    expect(timers.map((timer) => timer.ms)).toEqual([50])
    timers[0]!.callback()
    await captcha.ensure()
    expect(init).toHaveBeenCalledOnce()
  })

  it('passes a failure to the caller and tries again on the next ensure', async () => {
    const init = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('script blocked')).mockResolvedValue(undefined)
    const captcha = makePassiveCaptcha({ init })
    await expect(captcha.ensure()).rejects.toThrow('script blocked')
    await expect(captcha.ensure()).resolves.toBeUndefined()
    expect(init).toHaveBeenCalledTimes(2)
  })

  it('keeps a failure of its own timed attempt silent', async () => {
    const init = vi.fn(() => {
      throw new Error('no captcha')
    })
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      makePassiveCaptcha({ init })
      await vi.advanceTimersByTimeAsync(500)
      await new Promise((resolve) => setImmediate(resolve))
      expect(init).toHaveBeenCalledOnce()
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
