import { integrationError } from '../errors/IntegrationError.ts'

/**
 * The controller's init params that the published script always sends (controller.md §3; the
 * spec's stripeJsId and stripeJsLoadTime are `jsId` and `jsLoadTime` here). The others (api
 * version, account, mids, betas, referrer, locale) are optional.
 */
export interface ControllerInit {
  readonly apiKey: string
  /** The id of the script instance that created the controller. */
  readonly jsId: string
  /** When that script loaded, in milliseconds. */
  readonly jsLoadTime: number
  /** The controller's frame id (controllerIdFromHash). */
  readonly controllerId: string
}

/** Each required param and the words its absence is reported with. */
export const controllerInitFields = {
  apiKey: 'api key',
  jsId: 'script id',
  jsLoadTime: 'load time',
  controllerId: 'controller id',
} as const satisfies Record<keyof ControllerInit, string>

const present = (field: keyof ControllerInit, value: unknown): boolean =>
  field === 'jsLoadTime' ? typeof value === 'number' && Number.isFinite(value) && value >= 0 : typeof value === 'string' && value !== ''

const all = new Intl.ListFormat('en', { type: 'conjunction' })

/**
 * The controller's startup check (controller.md §5, "Startup checks"): a missing api key, script
 * id, load time or controller id means payloom was not loaded the way it ships (a copied or
 * altered script, a controller page opened by hand), and throws a not-loaded-correctly
 * IntegrationError naming every missing param.
 */
export function checkControllerInit(params: unknown): asserts params is ControllerInit {
  const record = typeof params === 'object' && params !== null ? (params as Readonly<Record<string, unknown>>) : {}
  const fields = Object.keys(controllerInitFields) as Array<keyof ControllerInit>
  const missing = fields.filter((field) => !present(field, record[field])).map((field) => controllerInitFields[field])
  if (missing.length > 0) {
    integrationError(
      `payloom did not load correctly: the controller is missing its ${all.format(missing)}. ` +
        "Load payloom from its published entry (import { createPayloom } from 'payloom'), unmodified, and let it create its own frames.",
    )
  }
}
