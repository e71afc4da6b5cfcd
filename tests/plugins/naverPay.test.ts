import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { methodStringsEn } from 'payloom/methods'
import { naverPay } from 'payloom/plugins/naver_pay'
import { methodFundingTypes } from '../../core/generated/paymentMethods.generated.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

// Naver Pay's funding types (payment-form.md §9 "Naver pay funding: card or points"): the form's
// choice, the payload confirm sends, and the sandbox taking them as the provider does, over real HTTP.

const plugin = naverPay()
const context = { now: new Date() }

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

describe('Naver Pay\'s funding choice (naverPay())', () => {
  it('offers the spec\'s funding types, card and points, each named in the shopper\'s strings', () => {
    expect(methodFundingTypes.naver_pay).toEqual(['card', 'points'])
    expect(plugin.defaults()).toEqual({ funding: '' })
    const strings: Readonly<Record<string, string>> = methodStringsEn
    expect(methodFundingTypes.naver_pay.map((type) => strings[`funding_${type}`])).toEqual(['Card', 'Points'])
  })

  it('needs one of them, and sends it as naver_pay[funding]', () => {
    fc.assert(fc.property(fc.string(), (typed) => {
      const errors = plugin.validate({ funding: typed }, context)
      if ((methodFundingTypes.naver_pay as ReadonlyArray<string>).includes(typed)) expect(errors).toEqual({})
      else expect(errors).toMatchObject({ funding: { code: 'incomplete_funding' } })
    }))
    expect(plugin.toPaymentMethodData({ funding: 'points' })).toEqual({ type: 'naver_pay', naver_pay: { funding: 'points' } })
  })
})

describe('the sandbox takes Naver Pay\'s funding as the provider does', () => {
  it('keeps the funding chosen, the card when none is, and confirms through Naver Pay\'s page', async () => {
    const data = plugin.toPaymentMethodData({ funding: 'points' })
    const points = await sandbox.call('POST', '/v1/payment_methods', { type: data.type, naver_pay: { funding: 'points' } }, { key: pk })
    expect(data.naver_pay).toEqual({ funding: 'points' })
    expect(points.body).toMatchObject({ type: 'naver_pay', naver_pay: { funding: 'points' } })
    const plain = await sandbox.call('POST', '/v1/payment_methods', { type: 'naver_pay' }, { key: pk })
    expect(plain.body).toMatchObject({ naver_pay: { funding: 'card' } })
    const intent = await createPaymentIntent(sandbox, { currency: 'krw', amount: 15000, payment_method_types: ['naver_pay'] })
    const confirmed = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method: points.body.id, return_url: 'https://shop.example/return' }, { key: pk })
    expect(confirmed.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } })
  })

  it('refuses another funding type, naming the parameter', async () => {
    const wrong = await sandbox.call('POST', '/v1/payment_methods', { type: 'naver_pay', naver_pay: { funding: 'cash' } }, { key: pk })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toMatchObject({ type: 'invalid_request_error', param: 'naver_pay[funding]' })
    expect(wrong.body.error.message).toContain('card, points')
  })
})
