import Stripe from 'stripe'
import { testKeys } from './keys.ts'

/**
 * The official server library pointed at the provider at `providerUrl` (a sandbox), as a merchant's
 * server points it: only host, port and protocol differ from production.
 */
export const stripeAt = (providerUrl: string, key: string = testKeys.secret, config: Stripe.StripeConfig = {}): Stripe => {
  const url = new URL(providerUrl)
  const https = url.protocol === 'https:'
  return new Stripe(key, { ...config, host: url.hostname, port: Number(url.port || (https ? 443 : 80)), protocol: https ? 'https' : 'http' })
}
