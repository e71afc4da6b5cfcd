import * as Effect from 'effect/Effect'
import { Browser } from '../services/Browser.ts'
import { pageMids, type Mids } from './mids.ts'

/**
 * The browser's ids as the running flow's page keeps them: the Browser service's (the controller
 * frame asks the merchant's page for its cookies and adds the provider's guid), else this page's
 * cookies. Never fails: an id the browser does not keep is left out.
 */
export const browserMids: Effect.Effect<Mids, never, Browser> = Browser.use((browser) =>
  Effect.promise(() => (browser.mids ?? pageMids)().catch((): Mids => ({}))))

/**
 * `params` with the browser's ids, as Stripe.js sends them with the objects it creates (payment
 * methods, tokens, sources, confirmation tokens) for the provider's fraud checks.
 */
export const withMids = <Params extends object>(params: Params): Effect.Effect<Params, never, Browser> =>
  Effect.map(browserMids, (mids) => ({ ...params, ...mids }))
