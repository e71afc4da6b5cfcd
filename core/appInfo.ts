import { integrationError } from './errors/IntegrationError.ts'
import { describe } from './payloomOptions.ts'

/**
 * A library built on payloom that names itself to the provider (Stripe.js's `registerAppInfo`,
 * which react-stripe-js calls for itself): a wrapper, a framework binding, a plugin.
 */
export interface AppInfo {
  /** The library's name, at most 30 characters: letters, digits and `@ . _ / -`. */
  readonly name: string
  /** Its version, `x.y.z`. */
  readonly version?: string
  /** Its website, https. */
  readonly url?: string
  /** The provider's partner id, for its verified partners. */
  readonly partner_id?: string
}

const known = ['name', 'version', 'url', 'partner_id']

/**
 * The user-agent part of a registered library, `name/version` (or its name alone): the suffix the
 * elements session and the payment methods made from elements carry after `payloom.js`. Throws an
 * IntegrationError naming what is wrong with `info`.
 */
export const appInfoAgent = (info: unknown): string => {
  if (typeof info !== 'object' || info === null || Array.isArray(info)) integrationError(`Invalid value for registerAppInfo(): pass { name, version?, url?, partner_id? }, got ${describe(info)}.`)
  const unknown = Object.keys(info as object).filter((key) => !known.includes(key))
  if (unknown.length > 0) integrationError(`Unrecognized registerAppInfo() parameter: ${unknown.join(', ')}. Known: ${known.join(', ')}.`)
  const { name, version, url, partner_id } = info as AppInfo
  if (typeof name !== 'string' || !/^[A-Za-z0-9@._/-]{1,30}$/.test(name)) {
    integrationError(`Invalid value for registerAppInfo(): name must be 1 to 30 letters, digits or @ . _ / -, got ${describe(name)}.`)
  }
  if (version !== undefined && (typeof version !== 'string' || !/^\d+\.\d+\.\d+$/.test(version))) {
    integrationError(`Invalid value for registerAppInfo(): version must be x.y.z, like '1.2.0', got ${describe(version)}.`)
  }
  if (url !== undefined && (typeof url !== 'string' || !/^https:\/\/[^/?#\s]+/.test(url))) {
    integrationError(`Invalid value for registerAppInfo(): url must be an https address, got ${describe(url)}.`)
  }
  if (partner_id !== undefined && (typeof partner_id !== 'string' || partner_id === '')) {
    integrationError(`Invalid value for registerAppInfo(): partner_id must be a string, got ${describe(partner_id)}.`)
  }
  return version === undefined ? name : `${name}/${version}`
}
