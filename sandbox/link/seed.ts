import { readCard } from '../paymentMethods.ts'
import { reader } from '../params.ts'
import type { Store } from '../Store.ts'
import type { BillingAddress } from './address.ts'
import { consumerByEmail, createConsumer } from './consumers.ts'
import { saveCard } from './paymentDetails.ts'
import { saveShippingAddress } from './shippingAddresses.ts'

/** The consumer every sandbox starts with, so the demo can show a returning shopper. */
export const returningConsumer = { email: 'returning@link.test', phone: '+16505550155', name: 'Jenny Rosen' } as const

const billing: BillingAddress = { name: returningConsumer.name, line_1: null, line_2: null, locality: null, administrative_area: null, postal_code: '94103', country_code: 'US' }

/** Saves the returning consumer (a Visa 4242, the default, a Mastercard 4444 and one address) unless a start already did. */
export const seedLinkConsumers = (store: Store): void => {
  if (consumerByEmail(store, returningConsumer.email) !== undefined) return
  const consumer = createConsumer(store, {
    email_address: returningConsumer.email,
    phone_number: returningConsumer.phone,
    phone_number_country: 'US',
    legal_name: returningConsumer.name,
    country: 'US',
    locale: 'en',
  })
  const expYear = String(new Date().getUTCFullYear() + 3)
  for (const [number, isDefault] of [['5555555555554444', false], ['4242424242424242', true]] as const) {
    saveCard(store, consumer.id, readCard(reader({ number, exp_month: '12', exp_year: expYear, cvc: '123' })), {
      billing_address: billing, billing_email_address: returningConsumer.email, nickname: null, active: true, is_default: isDefault, preferred_network: null, cvc_given: true,
    })
  }
  saveShippingAddress(store, consumer.id, {
    name: returningConsumer.name, line_1: '354 Oyster Point Blvd', line_2: null, locality: 'South San Francisco', administrative_area: 'CA',
    postal_code: '94080', country_code: 'US', phone: returningConsumer.phone, phone_country: 'US',
  }, true)
}
