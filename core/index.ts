/**
 * payloom: the core entry. Create an instance with the plugins you offer; write your own plugins
 * against the same contract the built-in ones use.
 */
export { createPayloom, type Payloom, type PayloomOptions } from './createPayloom.ts'
export type { ConfirmationEvent, PayloomEvent, PayloomEventListener } from './confirm/confirmationEvents.ts'
export type { ApiCallEvent } from './isolated/apiCallEvents.ts'
export { IntegrationError } from './errors/IntegrationError.ts'
export { definePaymentMethod, defineWallet } from './plugin/define.ts'
export { makeRegistry, RegistryError, type Registry, type RegistryErrorReason } from './plugin/Registry.ts'
export type {
  Availability,
  BillingDetails,
  BrowserCapabilities,
  ConfirmDetailsContext,
  ConfirmedDetail,
  DetailsConfirmation,
  FieldErrors,
  FormProps,
  LoadPluginMessages,
  MethodFormSettings,
  MethodSettings,
  PaymentMethodData,
  PaymentMethodPlugin,
  Plugin,
  PluginMessages,
  RunApi,
  SessionContext,
  ValidateContext,
  WalletConfirmContext,
  WalletConfirmResult,
  WalletPlugin,
} from './plugin/contract.ts'
export type { LoadLogo, LogoData } from './logos/logoData.ts'
export type {
  ApplePayAutomaticReloadPaymentRequest,
  ApplePayBilling,
  ApplePayDeferredPaymentRequest,
  ApplePayRecurringPaymentRequest,
  ExpressClickOptions,
  ExpressFlow,
  ExpressFlowContext,
  ExpressLineItem,
  ExpressSheetHost,
  ExpressSheetRequest,
  ExpressSheetResult,
  ExpressSheetShipping,
  ExpressSheetUpdate,
  ExpressShippingAddressChange,
  ExpressShippingRate,
  IntervalUnit,
  TestSheetWallet,
} from './plugin/expressSheet.ts'
export type {
  CanMakePaymentResult,
  PaymentRequest,
  PaymentRequestCompleteStatus,
  PaymentRequestEvent,
  PaymentRequestEvents,
  PaymentRequestItem,
  PaymentRequestOptions,
  PaymentRequestPaymentMethodEvent,
  PaymentRequestShippingAddress,
  PaymentRequestShippingAddressEvent,
  PaymentRequestShippingOption,
  PaymentRequestShippingOptionEvent,
  PaymentRequestSourceEvent,
  PaymentRequestTokenEvent,
  PaymentRequestUpdateAnswer,
  PaymentRequestUpdateDetails,
  PaymentRequestUpdateOptions,
  PaymentRequestUpdateStatus,
  PaymentRequestWallet,
} from './elements/paymentRequestButton/paymentRequestTypes.ts'
export type { PaymentRequestButtonOptions } from './elements/paymentRequestButton/buttonOptions.ts'
export type { PaymentRequestButtonClickEvent } from './elements/paymentRequestButton/buttonClick.ts'
export { bankPermissions, type BankPermission, type BankSearchProps, type BankSearchView, type LinkedBankAccount } from './plugin/bankLinking.ts'
export { parseClientSecret, intentTypeForDeferred, deferredModes, type DeferredMode, type IntentType, type ParsedClientSecret } from './intent/intentType.ts'
export { resolveLocale } from './i18n/resolveLocale.ts'
/** Every locale payloom shows, for a language picker: `auto` resolves to one of them. */
export { locales as supportedLocales } from './generated/locales/index.generated.ts'
export type { LocaleOption } from './i18n/localeOption.ts'
export { loadCatalog } from './i18n/loadCatalog.ts'
export { formatMessage, translate } from './i18n/translate.ts'
export { countryName } from './i18n/countryName.ts'
export type { Catalog, Locale, MessageKey } from './generated/locales/index.generated.ts'
export { validationError, type ValidationError, type FieldResult } from './validation/ValidationError.ts'
export { ApiError, type ApiErrorType } from './api/ApiError.ts'
export type { FormParams, FormValue, RetryPolicy } from './api/ApiClient.ts'
export type { ConfirmOptions } from './confirm/confirmIntent.ts'
export type { Intent, NextAction, PaymentError, PaymentIntentResult, ProviderObject, SetupIntentResult } from './confirm/results.ts'
export type { Authentication, DetailsToConfirm, HeadlessAuthenticate, HeadlessConfirmDetails } from './services/Browser.ts'
export type {
  ChangeEvent,
  ElementContext,
  ElementDefinition,
  ElementError,
  ElementFormProps,
  ElementModel,
  ElementType,
} from './plugin/ElementDefinition.ts'
export type { PaymentElementPart, PaymentMethodOf, ShownMethod, WalletAddressBook, WalletConfirmOutcome, WalletConfirmReply, WalletGroupHost, WalletInGroup, WalletMade, WalletModalFrames, WalletPage, WalletUse } from './plugin/walletInGroup.ts'
export type { Json, ToController } from './elements/messages.ts'
export type { ElementEvents, ElementsOptions, PayloomElement, PayloomElements } from './elements/elementsApi.ts'
export type { ConfirmationTokenOptions, ConfirmWithElements, PaymentMethodFromElements } from './confirm/paymentCalls.ts'
export type { CheckoutLineItem, RedirectToCheckoutOptions, RedirectToCheckoutResult } from './checkout/checkoutCalls.ts'
export type { CardTokenData } from './confirm/createObjects.ts'
export type { CardPaymentMethodData, ConfirmCardOptions, ConfirmCardPaymentData, ConfirmCardSetupData, CreatePaymentMethodCardData } from './confirm/cardCalls.ts'
export type { CollectBankAccountOptions, VerifyMicrodepositsData } from './confirm/bankAccountCalls.ts'
export { deferredAmountBeta } from './session/betas.ts'
export { textDirection } from './i18n/direction.ts'
export type { ExpressCancelEvent, ExpressClickEvent, ExpressConfirmEvent, ExpressSheetChanges, ExpressShippingAddressChangeEvent, ExpressShippingRateChangeEvent, PaymentFailedReason } from './elements/expressCheckout/expressEvents.ts'
/** For a wallet plugin's frames (wallet.md §5, §9): the shared-id marker, the shared-session origin validator, the wallet's limits. */
export { sharedIdKey } from './elements/postMessageBus.ts'
export { invalidSharedSessionOrigin, makeOriginValidator, type FrameMessage, type OriginValidator, type OriginVerdict } from './controller/originValidator.ts'
export { walletLimits } from './generated/limits.generated.ts'
