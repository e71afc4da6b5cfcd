import { createHash, randomBytes } from 'node:crypto'
import { ApiError } from '../ApiError.ts'
import { commonParams } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'

/**
 * The hosts Apple's `validatemerchant` event names in its `validationURL`: apple-pay-gateway.apple.com,
 * its regional pods (apple-pay-gateway-nc-pod1.apple.com, cn-apple-pay-gateway-sh-pod2.apple.com...)
 * and the sandbox's apple-pay-gateway-cert.apple.com. The provider asks only these for a session.
 */
const validationHost = /^(?:cn-)?apple-pay-gateway(?:-[a-z0-9]+)*\.apple\.com$/

/** How long a merchant session lasts, as Apple's answers show it (expiresAt - epochTimestamp). */
const sessionLifetimeMs = 60 * 60 * 1000

/** Apple limits the name its sheet shows to 64 characters. */
const maxDisplayName = 64

const readValidationUrl = (text: string): URL => {
  const url = URL.canParse(text) ? new URL(text) : undefined
  if (url === undefined || url.protocol !== 'https:' || !validationHost.test(url.hostname)) {
    throw ApiError.invalidRequest(
      `Invalid validation_url: pass the validationURL of Apple Pay's validatemerchant event (https://apple-pay-gateway….apple.com/…), got ${JSON.stringify(text)}.`,
      { param: 'validation_url' },
    )
  }
  return url
}

const readDomainName = (text: string): string => {
  const domain = text.toLowerCase()
  if (!/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(domain)) {
    throw ApiError.invalidRequest(`Invalid domain_name: pass the host name of the page Apple Pay runs on (window.location.hostname), got ${JSON.stringify(text)}.`, { param: 'domain_name' })
  }
  return domain
}

/**
 * POST /v1/apple_pay/sessions: the provider asks Apple for a merchant session on the merchant's
 * behalf (its certificate, not the merchant's, signs the request) and hands back Apple's answer,
 * which the page passes to `completeMerchantValidation`. The sandbox asks no one: it answers a
 * merchant session of the shape Apple documents, signed by nothing, which only a test double of
 * ApplePaySession (or the sandbox's test sheet) accepts.
 */
const create = (context: Context) => {
  const params = context.params.only([...commonParams, 'validation_url', 'domain_name', 'display_name'])
  readValidationUrl(params.requiredString('validation_url'))
  const domainName = readDomainName(params.requiredString('domain_name'))
  const displayName = params.requiredString('display_name')
  if (displayName.length > maxDisplayName) {
    throw ApiError.invalidRequest(`Invalid display_name: Apple Pay shows at most ${maxDisplayName} characters, got ${displayName.length}.`, { param: 'display_name' })
  }
  const epochTimestamp = Date.now()
  return ok({
    epochTimestamp,
    expiresAt: epochTimestamp + sessionLifetimeMs,
    merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
    nonce: randomBytes(4).toString('hex'),
    // Apple names the merchant by a hash of its merchant identifier: here, the account's key's.
    merchantIdentifier: createHash('sha256').update(`merchant.payloom.sandbox.${context.apiKey.key}`).digest('hex').toUpperCase(),
    domainName,
    displayName,
    signature: randomBytes(64).toString('base64'),
  })
}

/** The Apple Pay merchant validation call. */
export const applePaySessionRoutes: readonly Route[] = [{ method: 'POST', pattern: '/v1/apple_pay/sessions', access: 'publishable', handle: create }]
