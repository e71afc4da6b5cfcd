import { isRecord } from '../../json/guards.ts'
import type { ElementContext } from '../../plugin/ElementDefinition.ts'
import type { PaymentAddressValue } from '../../validation/options/paymentElement.ts'
import { AddressActionType } from '../address/AddressAction.ts'
import { addressChange } from '../address/addressChange.ts'
import { addressElement } from '../address/addressElement.tsx'
import { initAddress } from '../address/addressModel.ts'
import type { AddressState } from '../address/AddressState.ts'
import { addressErrors, validateAddressState } from '../address/validateAddressState.ts'
import type { Json, ToController } from '../messages.ts'

/**
 * The saved-payment address update view (payment-form.md §2): a saved card's billing address, edited
 * in the address element's own form (billing mode), prefilled with the card's billing details.
 */

/** The billing details of a saved payment method, as the provider lists them. */
export interface SavedBillingDetails {
  readonly name: string | null
  readonly address: PaymentAddressValue
}

const addressKeys = ['line1', 'line2', 'city', 'state', 'postal_code', 'country'] as const

/** A listed payment method's billing details; empty fields left out. */
export const billingDetailsOf = (raw: unknown): SavedBillingDetails => {
  const details = isRecord(raw) ? raw : {}
  const address = isRecord(details.address) ? details.address : {}
  return {
    name: typeof details.name === 'string' && details.name !== '' ? details.name : null,
    address: Object.fromEntries(addressKeys.flatMap((key) => (typeof address[key] === 'string' && address[key] !== '' ? [[key, address[key]]] : []))),
  }
}

/** The address form opened on a card's billing details: billing mode, no suggestions (nothing to look up for an address on file). */
export const openAddress = (billing: SavedBillingDetails): AddressState =>
  initAddress({ mode: 'billing', autocomplete: { mode: 'disabled' }, defaultValues: { ...(billing.name === null ? {} : { name: billing.name }), address: billing.address } })

/**
 * The address form's context: the payment element's, without the wallets (a card's billing address
 * is not offered to a wallet's address book).
 */
const formContext = (context: ElementContext): ElementContext<never> => ({ ...context, wallets: {} }) as ElementContext<never>

// Its actions, and the note that the country's subdivisions arrived (`addressFormLoad`), which shows them.
const addressActions: ReadonlyArray<string> = [...Object.values(AddressActionType), 'countryDetailsLoaded']

/** Whether a message is the address form's: input, focus, blur, or one of its actions (not the saved list's, nor a wallet's). */
export const isAddressFormMessage = (message: ToController): boolean =>
  message.kind === 'patch' || message.kind === 'focus' || message.kind === 'blur' || (message.kind === 'action' && addressActions.includes(message.action))

/** Input and actions of the address form. */
export const reduceAddressForm = (address: AddressState, message: ToController, context: ElementContext): AddressState =>
  addressElement.model.reduce(address, message, formContext(context))

/** The form checked on Save: its errors shown, or undefined when it may be sent. */
export const checkedAddress = (address: AddressState): AddressState | undefined =>
  addressErrors(address).length === 0 ? undefined : validateAddressState(address)

/** What the provider's update of the payment method takes: `billing_details[name]` and `[address]`. */
export const billingDetailsParams = (address: AddressState): { readonly name: string; readonly address: Readonly<Record<string, string>> } => {
  const { value } = addressChange(address)
  const given = value.address as Readonly<Record<string, string | undefined>>
  return { name: value.name, address: Object.fromEntries(addressKeys.map((key) => [key, given[key] ?? ''])) }
}

/** The address form's view, as the address element renders it. */
export const addressFormView = (address: AddressState, context: ElementContext): Json => addressElement.model.view(address, formContext(context)) as Json

/** What the address form waits on, as the address element loads it: the country's subdivisions and postal formats. */
export const addressFormLoad = (address: AddressState, context: ElementContext): Promise<ReadonlyArray<ToController>> | undefined =>
  addressElement.model.load?.(address, formContext(context))
