/**
 * The Link consumer API (docs/link-consumer-api.md), as Effect functions over the core's
 * `ApiClient`: one per call, typed requests and checked answers, in English, with wallet.md's
 * rules that belong to calls (lookup attempts, extend-and-retry, e-mail, year and country rules).
 */
export type * from './types.ts'
export { withCredentials, extendSession } from './credentials.ts'
export { lookupConsumer, startVerification, confirmVerification, logOut } from './sessions.ts'
export { benchmarkVisitorId } from './benchmarkVisitorId.ts'
export { signUp } from './signUp.ts'
export { createCardPaymentDetails, listPaymentDetails, updatePaymentDetails, deletePaymentDetails } from './paymentDetails.ts'
export { sharePaymentDetails, sharePaymentDetailsToken } from './share.ts'
export { createShippingAddress, listShippingAddresses, setDefaultShippingAddress, deleteShippingAddress } from './shippingAddresses.ts'
export { listPaymentPlans } from './paymentPlans.ts'
export { passkeyRegistrationOptions, registerPasskey } from './passkeys.ts'
export { createLinkPaymentMethod } from './linkPaymentMethod.ts'
export { fetchWalletConfig, walletConfigCache, type WalletConfigCache } from './walletConfig.ts'
export { updateAvailableIncentives } from './incentives.ts'
export { shareSessionContext } from './sessionContext.ts'
export { purchaseProtectionOf } from './purchaseProtection.ts'
export { listCardPaymentStatus } from './cardPaymentStatus.ts'
export { apiAddress, apiCardCreate, apiCardUpdate, apiCountryCode } from './normalize.ts'
