import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import fc from 'fast-check'
import { normalizeEmail, sessionCacheKeyForEmail } from 'payloom/validation/contact'
import { describe, expect, it } from 'vitest'
import {
  activeCredentials,
  applySessionAction,
  cachedLookup,
  credentialsFor,
  emptySessionCaches,
  lookupCacheKey,
  SessionCaches,
  type ConsumerCredentials,
  type SessionAction,
} from '../../../../plugins/link/session/index.ts'

const jenny: ConsumerCredentials = { consumerSessionClientSecret: 'cscs_jenny_1', consumerPublishableKey: 'pk_consumer_1', emailAddress: 'jenny.rosen@example.com' }
const lookup = { sessionId: 'elements_session_1', emailAddress: 'jenny.rosen@example.com', cookies: ['vscs_1'] }

/** Applies actions in order, expecting each to apply. */
const run = (...actions: ReadonlyArray<unknown>): SessionCaches =>
  actions.reduce<SessionCaches>((caches, action) => Result.getOrThrow(applySessionAction(caches, action)), emptySessionCaches)

const failure = (caches: SessionCaches, action: unknown) => {
  const result = applySessionAction(caches, action)
  if (Result.isSuccess(result)) throw new Error('expected the action to fail')
  return { code: result.failure.code, message: result.failure.message }
}

/** An e-mail spelled another way: cases flipped at random, blanks around it. */
const respelled = (email: string): fc.Arbitrary<string> =>
  fc.tuple(fc.array(fc.boolean(), { minLength: email.length, maxLength: email.length }), fc.constantFrom('', ' ', '\t', '  '), fc.constantFrom('', ' ', '\n'))
    .map(([upper, before, after]) => `${before}${[...email].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join('')}${after}`)

const localPart = fc.stringMatching(/^[a-z0-9][a-z0-9.+_-]{0,15}$/)
const email = fc.tuple(localPart, fc.stringMatching(/^[a-z0-9-]{1,10}(\.[a-z]{2,5}){1,2}$/)).map(([local, domain]) => `${local}@${domain}`)
const secret = fc.stringMatching(/^[a-z]{2,6}_[A-Za-z0-9]{1,12}$/)
const credentials: fc.Arbitrary<ConsumerCredentials> = fc.record({ consumerSessionClientSecret: secret, consumerPublishableKey: secret, emailAddress: email })
const lookupParts = fc.record({ sessionId: secret, emailAddress: fc.option(email, { nil: null }), cookies: fc.array(secret, { maxLength: 3 }) })

/** Any shared session action, with e-mails from a small pool so that actions meet the same consumers. */
const action = (emails: fc.Arbitrary<string>): fc.Arbitrary<SessionAction> => fc.oneof(
  fc.record({ _tag: fc.constant('storeCredentials' as const), credentials: fc.record({ consumerSessionClientSecret: secret, consumerPublishableKey: secret, emailAddress: emails }), activate: fc.boolean() }),
  fc.record({ _tag: fc.constant('storeLookupResponse' as const), lookup: lookupParts, response: fc.record({ exists: fc.boolean() }) }),
  fc.record({ _tag: fc.constant('clearLookupResponse' as const), lookup: lookupParts }, { requiredKeys: ['_tag'] }),
  fc.record({ _tag: fc.constant('updateConsumerSessionSecret' as const), emailAddress: emails, consumerSessionClientSecret: secret }),
  fc.record({ _tag: fc.constant('updateEmail' as const), emailAddress: emails }),
  fc.record({ _tag: fc.constant('activateSession' as const), emailAddress: emails }),
  fc.record({ _tag: fc.constant('setAuthSessionSecret' as const), secret: fc.record({ authSessionClientSecret: secret }) }),
  fc.constantFrom(...(['clearAuthSessionSecret', 'clearConsumerSecret', 'clearAllCredentials'] as const).map((_tag) => ({ _tag }))),
)
const pooledEmails = fc.constantFrom('jenny.rosen@example.com', 'JENNY.Rosen@example.com ', 'sam@example.org', 'x.y.z@a.b.c')

describe('cache keys (wallet.md §5, core\'s sessionCacheKeyForEmail)', () => {
  it('are the e-mail trimmed, lower-cased, with dots replaced by a star', () => {
    expect(normalizeEmail('  Jenny.Rosen@Example.COM\t')).toBe('jenny.rosen@example.com')
    expect(sessionCacheKeyForEmail('  Jenny.Rosen@Example.COM\t')).toBe('jenny*rosen@example*com')
  })

  it('are the same for every spelling of an e-mail, and never hold a dot (property)', () => {
    fc.assert(fc.property(email.chain((address) => fc.tuple(fc.constant(address), respelled(address))), ([address, spelling]) => {
      expect(sessionCacheKeyForEmail(spelling)).toBe(sessionCacheKeyForEmail(address))
      expect(sessionCacheKeyForEmail(spelling)).not.toContain('.')
    }))
  })

  it('key a lookup by session, e-mail and cookies, whatever the cookies\' order or the e-mail\'s spelling (property)', () => {
    fc.assert(fc.property(lookupParts, fc.context(), (parts, context) => {
      const shuffled = { ...parts, cookies: [...parts.cookies].reverse(), emailAddress: parts.emailAddress === null ? null : ` ${parts.emailAddress.toUpperCase()}` }
      context.log(JSON.stringify(shuffled))
      expect(lookupCacheKey(shuffled)).toBe(lookupCacheKey(parts))
    }))
    expect(lookupCacheKey(lookup)).not.toBe(lookupCacheKey({ ...lookup, sessionId: 'elements_session_2' }))
    expect(lookupCacheKey(lookup)).not.toBe(lookupCacheKey({ ...lookup, emailAddress: null }))
    expect(lookupCacheKey(lookup)).not.toBe(lookupCacheKey({ ...lookup, cookies: [] }))
  })
})

describe('shared session actions (wallet.md §4)', () => {
  it('store credentials under the e-mail\'s key, and activate them when asked', () => {
    const stored = run({ _tag: 'storeCredentials', credentials: { ...jenny, emailAddress: ' Jenny.Rosen@Example.com' } })
    expect(stored.credentials.byEmailKey).toEqual({ 'jenny*rosen@example*com': jenny })
    expect(activeCredentials(stored)).toBeUndefined()
    expect(credentialsFor(stored, 'JENNY.ROSEN@example.com')).toEqual(jenny)
    const active = run({ _tag: 'storeCredentials', credentials: jenny, activate: true })
    expect(active.credentials.activeEmailKey).toBe('jenny*rosen@example*com')
    expect(activeCredentials(active)).toEqual(jenny)
  })

  it('store and clear lookup responses by session, e-mail and cookies', () => {
    const response = { exists: true, consumer_session: { client_secret: 'cscs_1', email_address: 'jenny.rosen@example.com' } }
    const stored = run({ _tag: 'storeLookupResponse', lookup, response })
    expect(cachedLookup(stored, { ...lookup, emailAddress: 'Jenny.Rosen@example.com' })).toEqual(response)
    expect(cachedLookup(stored, { ...lookup, sessionId: 'another' })).toBeUndefined()
    const cleared = Result.getOrThrow(applySessionAction(stored, { _tag: 'clearLookupResponse', lookup }))
    expect(cachedLookup(cleared, lookup)).toBeUndefined()
    const two = run({ _tag: 'storeLookupResponse', lookup, response }, { _tag: 'storeLookupResponse', lookup: { ...lookup, emailAddress: null }, response: { exists: false } })
    expect(Result.getOrThrow(applySessionAction(two, { _tag: 'clearLookupResponse' })).lookups).toEqual({})
  })

  it('update a known e-mail\'s session secret; an unknown e-mail is LJS003', () => {
    const stored = run({ _tag: 'storeCredentials', credentials: jenny })
    const updated = Result.getOrThrow(applySessionAction(stored, { _tag: 'updateConsumerSessionSecret', emailAddress: 'JENNY.ROSEN@EXAMPLE.COM', consumerSessionClientSecret: 'cscs_jenny_2' }))
    expect(credentialsFor(updated, jenny.emailAddress)?.consumerSessionClientSecret).toBe('cscs_jenny_2')
    expect(failure(stored, { _tag: 'updateConsumerSessionSecret', emailAddress: 'sam@example.org', consumerSessionClientSecret: 'cscs_sam' }))
      .toEqual({ code: 'LJS003', message: 'No credentials for e-mail sam@example.org' })
  })

  it('update the active session\'s e-mail, moving its credentials; without an active session it is LJS004', () => {
    const active = run({ _tag: 'storeCredentials', credentials: jenny, activate: true })
    const moved = Result.getOrThrow(applySessionAction(active, { _tag: 'updateEmail', emailAddress: 'Jenny@Rosen.example' }))
    expect(moved.credentials.byEmailKey).toEqual({ 'jenny@rosen*example': { ...jenny, emailAddress: 'jenny@rosen.example' } })
    expect(activeCredentials(moved)?.emailAddress).toBe('jenny@rosen.example')
    expect(failure(run({ _tag: 'storeCredentials', credentials: jenny }), { _tag: 'updateEmail', emailAddress: 'jenny@rosen.example' }))
      .toEqual({ code: 'LJS004', message: 'Missing active consumer session to move to jenny@rosen.example' })
  })

  it('activate a session with known credentials; unknown ones are LJS003', () => {
    const stored = run({ _tag: 'storeCredentials', credentials: jenny })
    expect(activeCredentials(Result.getOrThrow(applySessionAction(stored, { _tag: 'activateSession', emailAddress: ' jenny.rosen@example.com' })))).toEqual(jenny)
    expect(failure(stored, { _tag: 'activateSession', emailAddress: 'sam@example.org' }).code).toBe('LJS003')
  })

  it('set and clear the auth session secret', () => {
    const set = run({ _tag: 'setAuthSessionSecret', secret: { authSessionClientSecret: 'ascs_1' } })
    expect(set.credentials.authSessionSecret).toEqual({ authSessionClientSecret: 'ascs_1' })
    expect(Result.getOrThrow(applySessionAction(set, { _tag: 'clearAuthSessionSecret' })).credentials.authSessionSecret).toBeNull()
  })

  it('clear the consumer secret of the active session only, and do nothing without one', () => {
    const sam = { ...jenny, emailAddress: 'sam@example.org', consumerSessionClientSecret: 'cscs_sam' }
    const both = run({ _tag: 'storeCredentials', credentials: sam }, { _tag: 'storeCredentials', credentials: jenny, activate: true })
    const cleared = Result.getOrThrow(applySessionAction(both, { _tag: 'clearConsumerSecret' }))
    expect(cleared.credentials).toEqual({ activeEmailKey: null, byEmailKey: { 'sam@example*org': sam }, authSessionSecret: null })
    expect(Result.getOrThrow(applySessionAction(cleared, { _tag: 'clearConsumerSecret' }))).toEqual(cleared)
  })

  it('refuse invalid params with LJS007, saying which', () => {
    const bad: ReadonlyArray<readonly [unknown, string]> = [
      [{ _tag: 'storeCredentials', credentials: { ...jenny, emailAddress: 'not an e-mail' } }, 'emailAddress'],
      [{ _tag: 'storeCredentials', credentials: { ...jenny, consumerSessionClientSecret: '  ' } }, 'consumerSessionClientSecret'],
      [{ _tag: 'storeCredentials', credentials: { ...jenny, consumerPublishableKey: undefined } }, 'consumerPublishableKey'],
      [{ _tag: 'storeCredentials', credentials: jenny, activate: 'yes' }, 'activate'],
      [{ _tag: 'storeLookupResponse', lookup, response: { exists: Number.NaN } }, 'response'],
      [{ _tag: 'updateEmail', emailAddress: '__proto__' }, 'emailAddress'],
      [{ _tag: 'setAuthSessionSecret', secret: 'ascs_1' }, 'secret'],
      [{ _tag: 'logOut' }, '_tag'],
      [null, ''],
    ]
    for (const [action, param] of bad) {
      const { code, message } = failure(emptySessionCaches, action)
      expect(code).toBe('LJS007')
      expect(message).toMatch(/^Invalid params or context for action: /)
      expect(message).toContain(param)
    }
  })
})

describe('shared session cache properties', () => {
  const isCaches = Schema.is(SessionCaches)

  it('never throws, and leaves consistent caches (or unchanged ones with a spec error) after any actions', () => {
    fc.assert(fc.property(fc.array(fc.oneof(action(pooledEmails), action(email), fc.anything()), { maxLength: 25 }), (actions) => {
      let caches = emptySessionCaches
      for (const next of actions) {
        const result = applySessionAction(caches, next)
        if (Result.isSuccess(result)) caches = result.success
        else expect(['LJS003', 'LJS004', 'LJS007']).toContain(result.failure.code)
        expect(isCaches(caches)).toBe(true)
        // What crosses to another frame comes back equal.
        expect(structuredClone(caches)).toEqual(caches)
      }
    }), { numRuns: 300 })
  }, 30_000)

  it('clear-all leaves nothing, whatever came before', () => {
    fc.assert(fc.property(fc.array(action(pooledEmails), { maxLength: 20 }), (actions) => {
      const caches = actions.reduce((current, next) => Result.getOrElse(applySessionAction(current, next), () => current), emptySessionCaches)
      expect(Result.getOrThrow(applySessionAction(caches, { _tag: 'clearAllCredentials' }))).toEqual(emptySessionCaches)
    }))
  })

  it('finds stored credentials by any spelling of their e-mail, and the last stored wins', () => {
    fc.assert(fc.property(email.chain((address) => fc.tuple(credentials.map((c) => ({ ...c, emailAddress: address })), respelled(address), respelled(address), secret)), ([stored, spelling, other, newer]) => {
      const caches = run({ _tag: 'storeCredentials', credentials: { ...stored, emailAddress: spelling } }, { _tag: 'storeCredentials', credentials: { ...stored, emailAddress: other, consumerSessionClientSecret: newer }, activate: true })
      expect(Object.keys(caches.credentials.byEmailKey)).toEqual([sessionCacheKeyForEmail(stored.emailAddress)])
      expect(credentialsFor(caches, stored.emailAddress)).toEqual({ ...stored, emailAddress: normalizeEmail(stored.emailAddress), consumerSessionClientSecret: newer })
      expect(activeCredentials(caches)).toEqual(credentialsFor(caches, spelling))
    }))
  })
})
