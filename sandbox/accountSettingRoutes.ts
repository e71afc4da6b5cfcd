import type { Context, Reply, Route } from './router.ts'
import type { Kind } from './Store.ts'

/** The one account the sandbox holds, whose settings the test helpers set. */
export const sandboxAccount = 'acct_payloomsandbox'

/**
 * The test helper of one of the account's settings (card settings, Link settings, experiment
 * assignments, the logo), secret key: GET `/v1/test_helpers/<name>` reads them, POST changes them,
 * DELETE forgets what was set, and answers the settings in force then (the defaults).
 */
export const accountSettingRoutes = (name: string, kind: Kind, read: (context: Context) => Reply, update: (context: Context) => Reply): readonly Route[] => [
  { method: 'GET', pattern: `/v1/test_helpers/${name}`, access: 'secret', handle: read },
  { method: 'POST', pattern: `/v1/test_helpers/${name}`, access: 'secret', handle: update },
  {
    method: 'DELETE',
    pattern: `/v1/test_helpers/${name}`,
    access: 'secret',
    handle: (context) => {
      context.store.delete(kind, sandboxAccount)
      return read(context)
    },
  },
]
