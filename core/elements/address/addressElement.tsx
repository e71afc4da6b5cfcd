import { loadCountryDetails } from '../../validation/address/countryDetails.ts'
import type { AddressCountryDetails } from '../../validation/address/AddressFormatSpec.ts'
import type { AddressElementOptions } from '../../validation/options/addressElement.ts'
import type { ChangeEvent, ElementContext, ElementDefinition, ElementModel } from '../../plugin/ElementDefinition.ts'
import type { ToController } from '../messages.ts'
import type { AddressAction } from './AddressAction.ts'
import { addressChange } from './addressChange.ts'
import { AddressForm, saveEditField } from './AddressForm.tsx'
import { initAddress, reduceAddress } from './addressModel.ts'
import type { AddressContext, AddressState } from './AddressState.ts'
import { addressView } from './addressView.ts'
import { addressErrorMessage } from './errorMessage.ts'
import { pendingDetailsLookup, pendingSuggestionsLookup } from './autocomplete.ts'
import { fetchDetails, fetchSuggestions } from './autocompleteClient.ts'
import { addressSettings } from './addressLayout.ts'
import { loadPhoneRules, phoneRules } from './phoneRules.ts'
import { addressElementError, addressErrors, validateAddressState } from './validateAddressState.ts'
import { addressStyles } from './addressStyles.ts'
import { messageOf, ownerCall, walletAddressBook, walletSync } from './walletAddresses.ts'

// Subdivisions and postal examples, loaded once per country per page.
const details = new Map<string, AddressCountryDetails>()

const addressContext = (state: AddressState | undefined): AddressContext => {
  const loaded = state === undefined ? undefined : details.get(state.values.country)
  return loaded === undefined ? {} : { countryDetails: loaded }
}

/** Bus messages as reducer actions: input and focus directly, the rest named by their action type. */
const actionOf = (message: ToController): AddressAction | undefined => {
  switch (message.kind) {
    case 'patch': return { type: 'change', patch: message.patch as never, ...(message.source === undefined ? {} : { source: message.source }) }
    case 'focus': return { type: 'focus', field: message.field as never }
    case 'blur': return { type: 'blur', field: message.field as never }
    case 'action': return { type: message.action, ...(typeof message.payload === 'object' && message.payload !== null ? message.payload : {}) } as AddressAction
    default: return undefined
  }
}

const model: ElementModel<AddressState, AddressElementOptions> = {
  init: (context) => initAddress(context.options ?? ({} as AddressElementOptions), {}),
  reduce: (state, message) => {
    const action = actionOf(message)
    return action === undefined ? state : reduceAddress(state, action, addressContext(state))
  },
  view: (state, context) => {
    // A signed-in wallet takes new addresses: the form offers to save the one typed to it.
    const book = walletAddressBook(context)
    const saveTo = book !== undefined && book.addresses(state.mode) !== null ? { saveTo: book.name } : {}
    // In the controller frame (isolated hosting: the merchant page's frames are asked for), the
    // suggestions show in the autocompleteSuggestions frame laid over the page (frames/suggestionsFrames.ts).
    const suggestionsFrame = context.modalFrames !== undefined
    return addressView(state, { ...addressContext(state), catalog: context.catalog, locale: context.locale, suggestionsFrame, ...saveTo }) as never
  },
  change: (state, context): ChangeEvent => {
    const error = addressElementError(state)
    return {
      ...addressChange(state),
      ...(error === undefined ? {} : { error: { type: 'validation_error', code: error.code, message: addressErrorMessage(context.catalog, error.code, error.messageParams) } }),
    }
  },
  submit: (state) => validateAddressState(state),
  clear: (state) => reduceAddress(state, { type: 'reset' }, addressContext(state)),
  confirmFailed: (state, error) =>
    error.param === undefined ? state : reduceAddress(state, { type: 'confirmFailedForIntent', field: error.param, code: error.code ?? 'invalid', message: error.message }, addressContext(state)),
  // A saved address open for editing must be saved or cancelled: its first invalid field, else its Save button.
  firstField: (state) => addressErrors(state)[0]?.field ?? (state.editingSavedAddressId === null ? 'name' : saveEditField),
  // A call to the wallet the shopper waits on, the wallet's addresses as it has them now, the
  // current country's details, then any suggestion lookup the shopper's typing started.
  load: (state, context: ElementContext<AddressElementOptions>) => {
    const book = walletAddressBook(context)
    const call = ownerCall(state, book)
    if (call !== undefined) return call
    const sync = book === undefined ? undefined : walletSync(state, book.addresses(state.mode))
    if (sync !== undefined) return Promise.resolve([messageOf(sync)])
    if (addressSettings(state.options).phoneShown && phoneRules() === undefined) {
      return loadPhoneRules().then(() => [{ kind: 'action', elementId: '', action: 'phoneRulesLoaded' }] as const)
    }
    const country = state.values.country
    if (!details.has(country)) {
      return loadCountryDetails(country).then((loaded) => {
        details.set(country, loaded)
        return [{ kind: 'action', elementId: '', action: 'countryDetailsLoaded' }] as const
      })
    }
    const suggestions = pendingSuggestionsLookup(state)
    if (suggestions !== undefined) {
      return context.runApi(fetchSuggestions(suggestions.query, suggestions.country)).then(
        (found) => [{ kind: 'action', elementId: '', action: 'autocompleteSuggestions', payload: { query: suggestions.query, suggestions: found as never } }] as const,
        () => [{ kind: 'action', elementId: '', action: 'autocompleteReset' }] as const,
      )
    }
    const id = pendingDetailsLookup(state)
    if (id !== undefined) {
      return context.runApi(fetchDetails(id)).then(
        (found) => [{ kind: 'action', elementId: '', action: 'autocompleteDetailsRetrieved', payload: { id, details: found as never } }] as const,
        () => [{ kind: 'action', elementId: '', action: 'autocompleteReset' }] as const,
      )
    }
    return undefined
  },
}

/** The address element: shipping or billing, every country's format, saved addresses and autocomplete. */
export const addressElement: ElementDefinition<AddressState, AddressElementOptions> = {
  type: 'address',
  model,
  Form: AddressForm,
  styles: addressStyles,
}
