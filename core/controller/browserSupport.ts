import { integrationError } from '../errors/IntegrationError.ts'

/** What payloom needs from a browser, by the global it reads it from. */
export const requiredBrowserFeatures = ['Promise', 'fetch', 'URL'] as const

/**
 * The unsupported-browser startup check (controller.md §5, "Startup checks"): throws an
 * IntegrationError naming what is missing when the global object lacks Promise, fetch or URL
 * (each must be a function), rather than failing later in the middle of a payment.
 */
export const checkBrowserSupport = (globalObject: unknown): void => {
  const record = typeof globalObject === 'object' && globalObject !== null ? (globalObject as Readonly<Record<string, unknown>>) : {}
  const missing = requiredBrowserFeatures.filter((feature) => typeof record[feature] !== 'function')
  if (missing.length > 0) {
    integrationError(`payloom needs a browser with Promise, fetch and URL support; this one lacks ${missing.join(', ')}. Ask the shopper to update their browser.`)
  }
}
