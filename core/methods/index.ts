/**
 * `payloom/methods`: the kit every method plugin of the catalog is built with (one place for what
 * a family of methods shares): `defineCatalogMethod` from the method's provider facts and its own
 * fields, the shared billing fields, and the shared strings in every language the SDK ships.
 * An outside author can build a method the same way.
 */
export { defineCatalogMethod, settingsOf, type CatalogMethodSpec, type MethodFormPart, type MethodValues } from './defineCatalogMethod.ts'
export type { MethodField, MethodFieldChoice } from './MethodField.ts'
export { bankChoiceField, type BankOption } from './bankChoiceField.ts'
export { debitConfirmation, detailText, type DebitConfirmationSpec } from './debitConfirmation.ts'
// A card's installment plans' strings, which the card form and Link's saved cards share.
export { installmentStringsEn } from './sharedStrings.ts'
export { withInstallmentStrings } from './withMethodStrings.ts'
// A wallet with a sheet (Apple Pay, Google Pay) as a method of the payment element.
export { walletInPaymentElement, walletNoteEn, withWalletNote, type WalletMethodSpec } from './walletInPaymentElement.tsx'
export { defineMethodElement, type MethodElementOptions } from '../elements/methodElement.tsx'
export {
  achBankSearchResultsElement, auBankAccountElement, bankChoiceElement, fpxBankElement, ibanElement,
  type BankChoiceElementOptions, type BankElementOptions, type FpxBankElementOptions, type IbanElementOptions,
} from './bankElements.ts'
export { defineMessagingElement } from './messagingElement.ts'
/** The buy button's and the pricing table's plugins (payloom/plugins/buy_button, pricing_table): their one element code and strings. */
export { checkoutEmbedPlugin } from '../elements/checkoutEmbed/embedPlugin.ts'
export type { BuyButtonOptions, PricingTableOptions } from '../elements/checkoutEmbed/embedOptions.ts'
export type { MessagingSpec } from '../elements/messaging/messagingElement.tsx'
export type { InstalmentInterval, InstalmentPlan, InterestFreePlan, MonthlyPlan } from './InstalmentPlan.ts'
export type { BillingField, MethodFacts, MethodFamily } from './MethodFacts.ts'
export { availabilityOf } from './availability.ts'
export { redirectExpressFlow } from './redirectExpress.ts'
export { keepTabInside, tabStops } from './modalPageFocus.ts'
// The merchant's logo (the session's) in the provider's pages: the test wallet sheet, Link's modal.
export { merchantLogoSource } from './merchantLogo.ts'
export { billingDetailsOf, type BillingValue } from './billingFields.ts'
export { methodStringKeys, methodStringsEn, type MethodStringKey, type MethodStrings } from './messages.ts'
export { loadMethodStrings } from './methodStrings.ts'
export { methodCatalog, methodFundingTypes, type CatalogMethodType } from '../generated/paymentMethods.generated.ts'
export { linkAuthenticationElement } from '../elements/linkAuthentication/linkAuthenticationElement.tsx'
export { TextField, type TextFieldView } from '../elements/forms/TextField.tsx'
export { showsError } from '../elements/forms/errorVisibility.ts'
export { unit as styleUnit, v as styleVar } from '../elements/appearance/ruleParts.ts'
export type { StyleRule } from '../elements/appearance/cssText.ts'
export { ApiClient, type ApiClientService, type RequestOptions, type RetryPolicy } from '../api/ApiClient.ts'
export { retryPolicies } from '../api/retryPolicies.ts'
export { Captcha, solvePassiveChallenge, type CaptchaService } from '../services/Captcha.ts'
export { decimalAmount, formatAmount, minorUnitDigits } from '../i18n/formatAmount.ts'
/** Form defaults and sizes (payment-form.md §9): the express buttons' height, Google Pay's minimum button width... */
export { uiLimits } from '../generated/limits.generated.ts'
export { isSimulatedApplePayment } from '../elements/expressCheckout/simulatedApplePayment.ts'
export { monthlyInstallment } from './monthlyInstallment.ts'
export { arrayOf, boolean, isRecord, number, oneOf, optional, recordOf, string, struct, unknown, type Guard, type Guarded } from '../json/guards.ts'
// The light experiments (controller.md §9): an instance's arms, which Link's wallet acts on and logs.
export { aaExperiments, experimentArmsOf, type Exposure } from '../controller/experiments.ts'
