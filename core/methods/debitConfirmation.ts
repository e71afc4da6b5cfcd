import type { ConfirmDetailsContext, ConfirmedDetail, DetailsConfirmation, PaymentMethodData } from '../plugin/contract.ts'
import type { MethodStringKey } from './messages.ts'

/** A payment method data field as the dialog shows it: a string, trimmed; anything else is empty. */
export const detailText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** What sets one bank debit's dialog apart: its keys in the method strings, its account's details and its modify code. */
export interface DebitConfirmationSpec {
  /** The method type, whose field of the payment method data holds the account (`sepa_debit`). */
  readonly type: string
  readonly title: MethodStringKey
  readonly intro: MethodStringKey
  /** The account's details after the shopper's name and e-mail: only what may show in the merchant's page (the end of the account number). */
  readonly accountDetails: (account: Readonly<Record<string, unknown>>) => ReadonlyArray<ConfirmedDetail>
  /** The wording agreed to, without and with the merchant's name (`{business}`). */
  readonly terms: MethodStringKey
  readonly termsWithBusiness: MethodStringKey
  readonly link?: DetailsConfirmation['link']
  /** What confirm resolves with when the shopper chooses "Modify details". */
  readonly modifyCode: DetailsConfirmation['modifyCode']
}

/**
 * A bank debit's confirmation dialog (controller.md "Bacs/SEPA/ACSS dialogs"): the shopper's name
 * and e-mail, the account's details, and the scheme's wording naming the merchant where known. The
 * dialog is drawn in the merchant's page (in isolated hosting too), so `accountDetails` gives only
 * what may show there; details the data lacks (no e-mail given) are left out.
 */
export const debitConfirmation = (spec: DebitConfirmationSpec) => (data: PaymentMethodData, { business }: ConfirmDetailsContext): DetailsConfirmation => {
  const held = data[spec.type]
  const account = (typeof held === 'object' && held !== null ? held : {}) as Readonly<Record<string, unknown>>
  const details: ReadonlyArray<ConfirmedDetail> = [
    { label: 'account_holder_name', value: detailText(data.billing_details?.name) },
    { label: 'email', value: detailText(data.billing_details?.email) },
    ...spec.accountDetails(account),
  ]
  return {
    title: spec.title,
    intro: spec.intro,
    details: details.filter((detail) => detail.value !== ''),
    terms: [business === undefined ? spec.terms : spec.termsWithBusiness],
    params: business === undefined ? {} : { business },
    ...(spec.link === undefined ? {} : { link: spec.link }),
    modifyCode: spec.modifyCode,
  }
}
