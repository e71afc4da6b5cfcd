import { newId } from '../ids.ts'
import { listParams, listReply } from '../lists.ts'
import { commonParams } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind } from '../Store.ts'

/**
 * A report of the SDK's own unexpected error (a defect, not a decline or a merchant's mistake),
 * sent by its error-reporting chunk (core/errorReport.ts): already scrubbed of payment details there.
 */
interface ErrorReport {
  readonly id: string
  readonly object: 'error_report'
  readonly created: number
  /** The error's class name (`TypeError`). */
  readonly name: string
  readonly message: string
  readonly stack: string | null
  /** The SDK version that hit it. */
  readonly version: string
  /** The call that hit it (`confirmPayment`), and the element type it was given, if any. */
  readonly call: string
  readonly element: string | null
}

// The longest text kept of a report's message and stack: a report is for reading, not for storing whatever is sent.
const longest = { message: 1000, stack: 8000 } as const

/** POST /v1/error_reports { name, message, stack?, version, call, element? }: kept for the provider's engineers; answers the report. */
const create = (context: Context) => {
  const params = context.params.only([...commonParams, 'name', 'message', 'stack', 'version', 'call', 'element'])
  const optional = (key: string) => params.string(key) ?? null
  return ok(context.store.put<ErrorReport, null>(Kind.errorReport, {
    id: newId('errr'),
    object: 'error_report',
    created: Math.floor(Date.now() / 1000),
    name: params.requiredString('name'),
    message: params.requiredString('message').slice(0, longest.message),
    stack: optional('stack')?.slice(0, longest.stack) ?? null,
    version: params.requiredString('version'),
    call: params.requiredString('call'),
    element: optional('element'),
  }, null))
}

/** GET /v1/test_helpers/error_reports: the reports received, newest first (a test's way to read what the SDK sent). */
const list = (context: Context) => listReply<ErrorReport>(context, context.params.only([...commonParams, ...listParams]), { kind: Kind.errorReport, url: '/v1/test_helpers/error_reports' })

/** The SDK's error reports: sent from the browser, read back by tests. */
export const errorReportRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/error_reports', access: 'publishable', handle: create },
  { method: 'GET', pattern: '/v1/test_helpers/error_reports', access: 'secret', handle: list },
]
