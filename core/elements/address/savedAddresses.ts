import { addressFromConsumerShape, toConsumerShape } from '../../validation/address/consumerShape.ts'
import { fieldsOf } from '../../validation/address/AddressValue.ts'
import { isSavedAddressEligible, type SavedAddress } from '../../validation/address/savedAddress.ts'
import type { AddressContact } from '../../validation/options/addressElement.ts'
import type { AddressValue } from '../../validation/address/AddressValue.ts'
import type { AddressSettings } from './addressLayout.ts'
import { SavedAddressMode, type SavedAddressEntry } from './AddressState.ts'

const entry = (mode: SavedAddressMode, sourceId: string, value: AddressValue, isDefault: boolean, settings: AddressSettings): SavedAddressEntry => ({
  id: `${mode}:${sourceId}`,
  sourceId,
  mode,
  value,
  isDefault,
  eligible: isSavedAddressEligible({ address: toConsumerShape(value) }, { allowedCountries: settings.allowedCountries, blockPoBox: settings.blockPoBox }),
})

/** The merchant's `contacts` as saved addresses, `merchant:contact_<n>` in the merchant's order. */
export const contactEntries = (contacts: ReadonlyArray<AddressContact> | undefined, settings: AddressSettings): ReadonlyArray<SavedAddressEntry> =>
  (contacts ?? []).map((contact, index) => entry(SavedAddressMode.merchant, `contact_${index}`, contact, false, settings))

/** Addresses the wallet or the customer API listed; those without an id cannot be picked again, so are left out. */
export const listedEntries = (
  mode: 'consumer' | 'customer',
  addresses: ReadonlyArray<SavedAddress>,
  settings: AddressSettings,
): ReadonlyArray<SavedAddressEntry> =>
  addresses.flatMap((saved) => {
    const fields = fieldsOf(saved)
    if (typeof fields.id !== 'string' || fields.id === '') return []
    return [entry(mode, fields.id, addressFromConsumerShape(fieldsOf(fields.address)), fields.is_default === true, settings)]
  })

/** The same entries judged again under new settings (an `init` with other allowed countries). */
export const rejudged = (entries: ReadonlyArray<SavedAddressEntry>, settings: AddressSettings): ReadonlyArray<SavedAddressEntry> =>
  entries.map((saved) => entry(saved.mode, saved.sourceId, saved.value, saved.isDefault, settings))

/** The first contact the element may use (payment-form.md §4, init and logout). */
export const firstAllowedContact = (entries: ReadonlyArray<SavedAddressEntry>): SavedAddressEntry | undefined =>
  entries.find((saved) => saved.mode === SavedAddressMode.merchant && saved.eligible)

/** The wallet's or customer's address to select: the default one if it may be used, else the first that may. */
export const preferredListed = (entries: ReadonlyArray<SavedAddressEntry>): SavedAddressEntry | undefined => {
  const usable = entries.filter((saved) => saved.mode !== SavedAddressMode.merchant && saved.eligible)
  return usable.find((saved) => saved.isDefault) ?? usable[0]
}

/** Only the wallet's and the customer's addresses can be removed; contacts are the merchant's options. */
export const isRemovable = (saved: SavedAddressEntry): boolean => saved.mode !== SavedAddressMode.merchant
