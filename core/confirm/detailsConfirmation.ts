import * as Effect from 'effect/Effect'
import type { FormParams } from '../api/ApiClient.ts'
import type { IntegrationError } from '../errors/IntegrationError.ts'
import type { Catalog } from '../generated/locales/index.generated.ts'
import { isRecord } from '../json/guards.ts'
import type { PaymentMethodData, PaymentMethodPlugin } from '../plugin/contract.ts'
import { Browser } from '../services/Browser.ts'
import type { PaymentError } from './results.ts'

/** The merchant's name in an element's options (the payment element's `business.name`), when given. */
export const businessNameOf = (options: unknown): string | undefined => {
  const business = isRecord(options) ? options.business : undefined
  const name = isRecord(business) && typeof business.name === 'string' ? business.name.trim() : ''
  return name === '' ? undefined : name
}

/**
 * Before confirm sends new details of a method whose plugin asks for it (`confirmDetails`: the
 * Bacs Direct Debit instruction, controller.md "Bacs/SEPA/ACSS dialogs"), the shopper confirms
 * them in a dialog. Completes with undefined to go ahead, or with the shopper's error when they
 * chose to modify their details: then nothing is sent. A saved payment method (`payment_method`)
 * and a method without the hook go ahead without asking.
 */
export const confirmDetailsFirst = (
  plugins: ReadonlyArray<PaymentMethodPlugin>,
  confirmParams: FormParams | undefined,
  business: string | undefined,
  catalog: Catalog,
): Effect.Effect<PaymentError | undefined, IntegrationError, Browser> =>
  Effect.gen(function* () {
    const data = confirmParams?.payment_method_data
    if (!isRecord(data) || typeof data.type !== 'string') return undefined
    const plugin = plugins.find((candidate) => candidate.type === data.type)
    const confirmation = plugin?.confirmDetails?.(data as unknown as PaymentMethodData, business === undefined ? {} : { business })
    if (confirmation === undefined) return undefined
    const browser = yield* Browser
    const answer = yield* browser.confirmDetails({ ...confirmation, kind: 'confirm_details', method: data.type })
    if (answer === 'confirm') return undefined
    return { type: 'validation_error', code: confirmation.modifyCode, message: catalog[`common.${confirmation.modifyCode}`] }
  })
