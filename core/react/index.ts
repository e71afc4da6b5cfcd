/**
 * `payloom/react`: the React bindings. Wrap the checkout in `<Elements>`, place elements as
 * components, and reach the instance and group with `usePayloom()` and `useElements()`.
 */
import type { AddressElementOptions } from '../validation/options/addressElement.ts'
import type { BankChoiceElementOptions, BankElementOptions, FpxBankElementOptions, IbanElementOptions } from '../methods/bankElements.ts'
import type { MessagingElementOptions } from '../validation/options/messagingElement.ts'
import type { PaymentElementOptions } from '../validation/options/paymentElement.ts'
import { elementComponent } from './elementComponent.tsx'

export { Elements, useElements, usePayloom, type ElementsProps } from './ElementsContext.tsx'
export type { ElementProps } from './elementComponent.tsx'
export { Checkbox, type CheckboxProps } from './Checkbox.tsx'
export { FormField, type FieldCombobox, type FormFieldProps, type InputSource } from './FormField.tsx'
export { Logo, type LogoProps } from './Logo.tsx'
export { useViewFocus } from './useViewFocus.ts'
/** Each card brand's logo loader, for a card form's brand icons (`<Logo load={cardBrandLogos.visa} label="Visa" />`). */
export { cardBrandLogos } from '../generated/cardBrandLogos.generated.ts'

export const PaymentElement = elementComponent<PaymentElementOptions>('payment', 'PaymentElement')
export const AddressElement = elementComponent<AddressElementOptions>('address', 'AddressElement')
export const LinkAuthenticationElement = elementComponent<{ readonly defaultValues?: { readonly email?: string } }>('linkAuthentication', 'LinkAuthenticationElement')
export const ExpressCheckoutElement = elementComponent<Readonly<Record<string, unknown>>>('expressCheckout', 'ExpressCheckoutElement')
/** The currency selector (adaptive pricing: `<Elements options={{ mode, amount, currency, adaptivePricing: { allowed: true } }}>`). */
export const CurrencySelectorElement = elementComponent<Readonly<Record<string, never>>>('currencySelector', 'CurrencySelectorElement')
export const CardElement = elementComponent<Readonly<Record<string, unknown>>>('card', 'CardElement')
export const CardNumberElement = elementComponent<Readonly<Record<string, unknown>>>('cardNumber', 'CardNumberElement')
export const CardExpiryElement = elementComponent<Readonly<Record<string, unknown>>>('cardExpiry', 'CardExpiryElement')
export const CardCvcElement = elementComponent<Readonly<Record<string, unknown>>>('cardCvc', 'CardCvcElement')
export const PostalCodeElement = elementComponent<Readonly<Record<string, unknown>>>('postalCode', 'PostalCodeElement')
// The bank elements: each needs its method's plugin registered (sepaDebit() for IbanElement...).
export const IbanElement = elementComponent<IbanElementOptions>('iban', 'IbanElement')
export const IdealBankElement = elementComponent<BankChoiceElementOptions>('idealBank', 'IdealBankElement')
export const P24BankElement = elementComponent<BankChoiceElementOptions>('p24Bank', 'P24BankElement')
export const EpsBankElement = elementComponent<BankChoiceElementOptions>('epsBank', 'EpsBankElement')
export const FpxBankElement = elementComponent<FpxBankElementOptions>('fpxBank', 'FpxBankElement')
export const NetbankingBankElement = elementComponent<BankChoiceElementOptions>('netbankingBank', 'NetbankingBankElement')
export const AuBankAccountElement = elementComponent<BankElementOptions>('auBankAccount', 'AuBankAccountElement')
// usBankAccount()'s bank search on its own: the shopper links their account at their bank.
export const AchBankSearchResultsElement = elementComponent<BankElementOptions>('achBankSearchResults', 'AchBankSearchResultsElement')
// The messaging elements: AfterpayClearpayMessageElement needs afterpayClearpay() registered.
export const PaymentMethodMessagingElement = elementComponent<MessagingElementOptions>('paymentMethodMessaging', 'PaymentMethodMessagingElement')
export const AfterpayClearpayMessageElement = elementComponent<Omit<MessagingElementOptions, 'paymentMethodTypes'>>('afterpayClearpayMessageModal', 'AfterpayClearpayMessageElement')
