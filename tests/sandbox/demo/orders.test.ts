import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { newOrderId, openShopRecords, type OrderStatus } from '../../../sandbox/demo/orders.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'payloom-orders-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the demo shop\'s records', () => {
  it('keeps orders and its webhook endpoint across a restart', () => {
    const first = openShopRecords(dataDir)
    const order = first.createOrder({ id: newOrderId(), description: 'Socks', amount: 2000, currency: 'usd', paymentIntent: 'pi_restart' })
    first.saveEndpoint({ id: 'we_1', url: 'http://127.0.0.1:1/demo/webhooks', secret: 'whsec_1' })
    first.close()
    const again = openShopRecords(dataDir)
    expect(again.orderByIntent('pi_restart')).toEqual({ ...order, status: 'awaiting_payment' })
    expect(again.endpoint()).toEqual({ id: 'we_1', url: 'http://127.0.0.1:1/demo/webhooks', secret: 'whsec_1' })
    again.close()
  })

  it('ends paid once any event paid it, whatever order the events come in', () => {
    const records = openShopRecords(dataDir)
    const statuses = fc.constantFrom<OrderStatus>('paid', 'payment_failed', 'canceled')
    fc.assert(fc.property(fc.array(statuses, { maxLength: 8 }), (events) => {
      const order = records.createOrder({ id: newOrderId(), description: 'Socks', amount: 2000, currency: 'usd', paymentIntent: `pi_${newOrderId()}` })
      for (const status of events) records.setStatusByIntent(order.paymentIntent, status)
      const expected = events.includes('paid') ? 'paid' : events.at(-1) ?? 'awaiting_payment'
      expect(records.orderByIntent(order.paymentIntent)?.status).toBe(expected)
    }), { numRuns: 200 })
    expect(records.setStatusByIntent('pi_nobody', 'paid')).toBe(false)
    records.close()
  })
})
