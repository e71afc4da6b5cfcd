export { addressModes, autocompleteModes, nameDisplays, phoneSettings, validateAddressElementOptions } from './addressElement.ts'
export type { AddressContact, AddressElementOptions, AddressMode, AutocompleteMode, NameDisplay, PhoneSetting } from './addressElement.ts'
export { defaultGridGap, isSupportedSelector, validateAppearance } from './appearance.ts'
export type { Appearance, AppearanceReport, NormalizedAppearance } from './appearance.ts'
export {
  VariableKind,
  appearanceThemes,
  appearanceVariables,
  deprecatedThemes,
  labelStyles,
  logoColors,
  ruleClasses,
  ruleModifiers,
  rulePseudoClasses,
  rulePseudoElements,
} from './appearanceCatalogue.ts'
export type { AppearanceTheme, AppearanceVariable, LabelStyle } from './appearanceCatalogue.ts'
export { filterCardBrands, isCardBrandAccepted, validateCardBrandFilter } from './cardBrandFilter.ts'
export { expressButtonHeights, validateExpressCheckoutOptions } from './expressCheckout.ts'
export { validateLinkAuthenticationOptions } from './linkAuthentication.ts'
export { validateAfterpayClearpayMessageOptions, validatePaymentMethodMessagingOptions } from './messagingElement.ts'
export type { MessagingElementOptions } from './messagingElement.ts'
export type { LinkAuthenticationOptions } from './linkAuthentication.ts'
export type { ExpressCheckoutOptions } from './expressCheckout.ts'
export type { CardBrandFilter, FilterCardBrand } from './cardBrandFilter.ts'
export { contrastRatio, contrastThresholds, isCssColor, parseColor, parseStrictColor } from './color.ts'
export type { Rgba } from './color.ts'
export { gridGapPattern, isCssLength, isSafeCssValue } from './cssValue.ts'
export { isFontSrc } from './fonts.ts'
export type { FontSource } from './fonts.ts'
export { namedColors } from './namedColors.ts'
export type { NamedColor } from './namedColors.ts'
export {
  billingFieldSettings,
  paymentLayouts,
  saveSettings,
  showSettings,
  validatePaymentElementOptions,
} from './paymentElement.ts'
export type {
  BillingAddressFieldOptions,
  BillingDetailsFieldOptions,
  BillingFieldSetting,
  PaymentAddressValue,
  PaymentElementOptions,
  PaymentLayout,
  PaymentLayoutOptions,
  SaveSetting,
  ShowSetting,
} from './paymentElement.ts'
export { saveSwitches, validateSaveOptions } from './saveOptions.ts'
export type { SaveOptions } from './saveOptions.ts'
export { businessTypes, genders, ibanElementFields, tokenTypes, validateTokenData } from './tokenData.ts'
export type { BusinessType, Gender, TokenDataOptions, TokenType } from './tokenData.ts'
export { validateWalletButtonStyle, walletButtonThemes, walletButtonTypes } from './walletButton.ts'
export type { WalletButtonStyle, WalletButtonTheme, WalletButtonType } from './walletButton.ts'
