import { object, report, string } from './optionChecks.ts'
import type { OptionsReport } from '../ValidationError.ts'

/** The Link authentication element's options. */
export interface LinkAuthenticationOptions {
  /** The shopper's e-mail, when the merchant knows it already. */
  readonly defaultValues?: { readonly email?: string }
}

const linkAuthenticationOptions = object({ defaultValues: object({ email: string }) })

/** Checks the Link authentication element's options for create and update. */
export const validateLinkAuthenticationOptions = (options: unknown): OptionsReport => report(linkAuthenticationOptions, options)
