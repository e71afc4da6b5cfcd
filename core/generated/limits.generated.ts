// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (limits.generated.ts)
// Source: data/limits.json
// Regenerate: npm run codegen
/** Form defaults and sizes (payment-form.md §9). */
export const uiLimits = {
  autocompleteAboveCharacters: 2,
  cardNumberGroups: 4,
  contrast: {
    aaLarge: 3,
    aaSmall: 4.5,
    aaaLarge: 4.5,
    aaaSmall: 7,
  },
  defaultCountry: 'US',
  defaultGridSpacing: '10px',
  defaultPhoneCountry: 'US',
  defaultVisibleAccordionItems: 5,
  expressButtonHeight: 44,
  googlePayMinButtonWidth: 240,
  intervalUnits: ['year', 'month', 'day', 'hour', 'minute'],
} as const
/** API client retries, timeouts and versions (controller.md §9). Durations in ms. */
export const apiLimits = {
  applePaySessionAttempts: 2,
  cardNetworkEmittedCachePrefix: 8,
  cardNetworkLookupPrefix: 6,
  challengeCompleteRetries: 3,
  chunkLoadTimeout: 120000,
  defaultApiVersion: '2020-08-27',
  merchantIntegrationVersion: '2021',
  mutationRetries: 2,
  passiveCaptchaInitDelay: 500,
  paymentIntentRetrieveRetries: 2,
  pollingInterval: 1000,
  pollingTimeout: 600000,
  testWalletConfigDelay: 200,
  walletConfigRetries: 2,
} as const
/** Wallet timeouts, retries and caps (wallet.md §9). Durations in ms. */
export const walletLimits = {
  attachPolling: {
    firstDelay: 1000,
    interval: 250,
    retries: 180,
  },
  cookieReadTimeout: 2500,
  extendAndRetry: 1,
  frameReadTimeout: 2000,
  lookupAttempts: 2,
  originBudget: {
    divisor: 3,
    floor: 10,
    initial: 5000,
  },
  postVerificationWait: 1000,
  requestSurfaces: ['web_elements', 'web_link_authentication_element', 'web_link_authentication_in_payment_element', 'web_express_checkout_element'],
  savedCardsCap: 3,
  webauthnCode: '000001',
} as const
/** 3DS challenge window size by outer width (controller.md §7), narrowest first. */
export const challengeWindows = [
  {
    below: 390,
    size: '01',
    width: 250,
    height: 400,
  },
  {
    below: 500,
    size: '02',
    width: 390,
    height: 400,
  },
  {
    below: 600,
    size: '03',
    width: 500,
    height: 600,
  },
  {
    below: 768,
    size: '04',
    width: 600,
    height: 400,
  },
  {
    below: null,
    size: '05',
    width: '100%',
    height: '100%',
  },
] as const
