import * as Effect from 'effect/Effect'
import type { FormParams } from '../api/ApiClient.ts'
import type { IntegrationError } from '../errors/IntegrationError.ts'
import type { Catalog } from '../generated/locales/index.generated.ts'
import { isRecord } from '../json/guards.ts'
import type { PaymentMethodData, PaymentMethodPlugin } from '../plugin/contract.ts'
import { Browser } from '../services/Browser.ts'
import type { PaymentError } from './results.ts'

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
  /** The merchant's name the terms give (asked only when a method confirms its details). */
  business: () => string | undefined,
  catalog: Catalog,
): Effect.Effect<PaymentError | undefined, IntegrationError, Browser> =>
  Effect.gen(function* () {
    const data = confirmParams?.payment_method_data
    if (!isRecord(data) || typeof data.type !== 'string') return undefined
    const plugin = plugins.find((candidate) => candidate.type === data.type)
    const name = plugin?.confirmDetails === undefined ? undefined : business()
    const confirmation = plugin?.confirmDetails?.(data as unknown as PaymentMethodData, name === undefined ? {} : { business: name })
    if (confirmation === undefined) return undefined
    const browser = yield* Browser
    const answer = yield* browser.confirmDetails({ ...confirmation, kind: 'confirm_details', method: data.type })
    if (answer === 'confirm') return undefined
    return { type: 'validation_error', code: confirmation.modifyCode, message: catalog[`common.${confirmation.modifyCode}`] }
  })
