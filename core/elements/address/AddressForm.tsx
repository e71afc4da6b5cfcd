import { useEffect, useRef, type KeyboardEvent } from 'react'
import { FormField, type FieldCombobox } from '../../react/FormField.tsx'
import { useShownValue } from '../../react/shownView.ts'
import { useViewFocus } from '../../react/useViewFocus.ts'
import type { ElementFormProps } from '../../plugin/ElementDefinition.ts'
import type { Json } from '../messages.ts'
import type { AddressFieldView, AddressView } from './addressView.ts'
import { SuggestionList, suggestionId } from './SuggestionList.tsx'
import { useInputLocation } from './useInputLocation.ts'

type Send = ElementFormProps['send']

/** The `data-field` of the update view's Save button: where focus goes while an edit waits to be saved or cancelled. */
export const saveEditField = 'saveSavedAddress'

const action = (send: Send, elementId: string, name: string, payload?: Json) =>
  send({ kind: 'action', elementId, action: name, ...(payload === undefined ? {} : { payload }) })

/** Arrow keys move through suggestions, Enter picks, Escape closes (the WAI-ARIA combobox pattern), wherever the list shows. */
const suggestionKeys = (view: AddressView, elementId: string, send: Send) => (event: KeyboardEvent) => {
  const { suggestions, open } = view.autocomplete
  if (!open || suggestions.length === 0) return
  const current = suggestions.findIndex((suggestion) => suggestion.highlighted)
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault()
    const next = event.key === 'ArrowDown' ? (current + 1) % suggestions.length : (current - 1 + suggestions.length) % suggestions.length
    action(send, elementId, 'autocompleteSelectedIndex', { index: next })
  } else if (event.key === 'Enter' && current >= 0) {
    event.preventDefault()
    action(send, elementId, 'autocompleteSuggestionSelected', { id: suggestions[current]!.id })
  } else if (event.key === 'Escape') action(send, elementId, 'autocompleteReset')
}

/** The street line as a combobox over the suggestions: the list under it, or (`frame`) in the frame over the page that the live status speaks for. */
const streetCombobox = (view: AddressView, elementId: string, send: Send): FieldCombobox => {
  const { autocomplete } = view
  const listId = `${elementId}-suggestions`
  const here = autocomplete.open && !autocomplete.frame
  const highlighted = autocomplete.suggestions.findIndex((suggestion) => suggestion.highlighted)
  return {
    controls: here ? listId : undefined,
    expanded: autocomplete.open,
    activeDescendant: here && highlighted >= 0 ? suggestionId(listId, highlighted) : undefined,
    onKeyDown: suggestionKeys(view, elementId, send),
    popup: here ? <div className="p-DropdownAnchor"><SuggestionList autocomplete={autocomplete} listId={listId} elementId={elementId} send={send} /></div> : null,
    status: autocomplete.status,
  }
}

/** One cell of the form: a FormField (a select where the view lists options; the street line a combobox while it looks its text up). */
const Field = ({ field, view, elementId, send }: { readonly field: AddressFieldView; readonly view: AddressView; readonly elementId: string; readonly send: Send }) => {
  const street = field.field === 'line1' && view.autocomplete.enabled
  // Where the street line is matters to the suggestions frame while the shopper is on it.
  const location = useInputLocation(street && view.autocomplete.frame && field.focused, elementId, field.field, send)
  return (
    <FormField
      id={`${elementId}-${field.field}`}
      name={field.field}
      label={field.label}
      value={field.value}
      required={field.required}
      autoComplete={field.autocomplete}
      // A select with nothing chosen yet (a state) shows its label as the choice.
      {...(field.options === null ? {} : { options: field.value === '' ? [{ value: '', label: field.label }, ...field.options] : field.options })}
      {...(field.field === 'phone' ? { type: 'tel' as const, inputMode: 'tel' as const } : {})}
      {...(field.mask === null ? {} : { placeholder: field.mask.replace(/9/g, '0'), maxLength: field.mask.length })}
      {...(field.error === null ? {} : { error: field.error.message })}
      {...(street ? { combobox: streetCombobox(view, elementId, send) } : {})}
      onInput={(value, source) => send({ kind: 'patch', elementId, patch: { [field.field]: value }, source })}
      onFocus={() => {
        send({ kind: 'focus', elementId, field: field.field })
        location?.()
      }}
      onBlur={() => send({ kind: 'blur', elementId, field: field.field })}
    />
  )
}

/** "Same as shipping": its box shows the shopper's tick at once, before the view answers it (shownView.ts). */
const SyncAddressBox = ({ sync, elementId, send }: { readonly sync: NonNullable<AddressView['syncAddress']> } & Pick<ElementFormProps, 'elementId' | 'send'>) => {
  const [checked, took] = useShownValue(sync.checked)
  return (
    <label className="p-Checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => {
        const syncAddress = event.currentTarget.checked
        send({ kind: 'patch', elementId, patch: { syncAddress } })
        took(syncAddress)
      }} />
      <span className={`p-CheckboxInput${checked ? ' p-CheckboxInput--checked' : ''}`} aria-hidden="true" />
      <span className="p-CheckboxLabel">{sync.label}</span>
    </label>
  )
}

/** The address element's form: the details, saved and remove views of one view JSON. */
export const AddressForm = ({ view: raw, send, elementId }: ElementFormProps) => {
  const view = raw as unknown as AddressView
  const form = useRef<HTMLFieldSetElement>(null)
  // Tabbing out of the street line can show every field and remove the "enter manually" button
  // the focus was moving to; focus then goes to the first field it revealed instead of the page.
  const manualFocused = useRef(false)
  useEffect(() => {
    if (!view.showAllFields || !manualFocused.current) return
    manualFocused.current = false
    form.current?.querySelector<HTMLElement>('[data-field="line2"], [data-field="city"]')?.focus()
  }, [view.showAllFields])
  // Switching views (or the default address) removes the button that did it (Edit, Save, Cancel,
  // Remove, Make default): the focus moves into what shows now (the selected saved address, the
  // first field, the remove prompt's Cancel).
  const defaultAddress = view.savedAddresses.find((saved) => saved.isDefault)?.id ?? ''
  useViewFocus(form, `${view.view}|${view.editing?.id ?? ''}|${defaultAddress}`)
  if (!view.visible) return null
  return (
    <fieldset ref={form} className={`p-Address p-Address--${view.mode}`} aria-busy={view.pending}>
      <legend className="p-AddressTitle">{view.title}</legend>
      {view.view === 'remove' && view.removing !== null ? (
        <div className="p-Block" role="alertdialog" aria-label={view.removing.message}>
          <p>{view.removing.message}</p>
          <p>{view.removing.address.summary}</p>
          {/* While the owner removes it the buttons keep the focus (aria-disabled, not disabled); the model ignores them. */}
          <button type="button" className="p-Action" aria-disabled={view.pending} onClick={() => action(send, elementId, 'removeSavedAddress', { id: view.removing!.address.id })}>{view.texts.remove}</button>
          <button type="button" className="p-Action" aria-disabled={view.pending} data-autofocus onClick={() => action(send, elementId, 'cancelRemoveSavedAddress')}>{view.texts.cancel}</button>
        </div>
      ) : view.view === 'saved' ? (
        <div className="p-Picker" role="radiogroup" aria-label={view.texts.useSavedAddress}>
          {view.savedAddresses.map((saved, index) => (
            <div key={saved.id} className={`p-PickerItem${saved.selected ? ' p-PickerItem--selected' : ''}`}>
              <label>
                <input type="radio" name={`${elementId}-saved`} checked={saved.selected} disabled={!saved.eligible}
                  onChange={() => action(send, elementId, 'selectSavedAddress', { id: saved.id })} />
                <span id={`${elementId}-saved-${index}`}>{saved.summary}</span>{saved.isDefault ? ` (${view.texts.defaultAddress})` : ''}{saved.eligible ? '' : ` — ${view.texts.unavailable}`}
              </label>
              <button type="button" className="p-Link" aria-label={saved.editLabel} onClick={() => action(send, elementId, 'updateSavedAddress', { id: saved.id })}>{view.texts.edit}</button>
              {saved.removable ? <button type="button" className="p-Link" aria-label={saved.removeLabel} onClick={() => action(send, elementId, 'askToRemoveSavedAddress', { id: saved.id })}>{view.texts.remove}</button> : null}
              {/* Named by its text, then the address ("Make default Ada, 350 Fifth Avenue, ..."): the name starts with what it shows, in every language. */}
              {saved.canMakeDefault ? (
                <button type="button" id={`${elementId}-saved-${index}-default`} className="p-Link" aria-labelledby={`${elementId}-saved-${index}-default ${elementId}-saved-${index}`}
                  aria-disabled={view.pending} onClick={() => action(send, elementId, 'makeDefaultSavedAddress', { id: saved.id })}>{view.texts.makeDefault}</button>
              ) : null}
            </div>
          ))}
          <button type="button" className="p-Link" onClick={() => action(send, elementId, 'addSavedAddress')}>{view.texts.addNewAddress}</button>
        </div>
      ) : (
        <div className="p-Grid">
          {view.savedAddresses.length > 0 && view.editing === null ? (
            <button type="button" className="p-Link" onClick={() => action(send, elementId, 'listSavedAddresses')}>{view.texts.useSavedAddress}</button>
          ) : null}
          {view.syncAddress === null ? null : (
            <SyncAddressBox sync={view.syncAddress} elementId={elementId} send={send} />
          )}
          {view.rows.map((row, index) => (
            <div key={index} className="p-Row">
              {row.map((field) => <Field key={field.field} field={field} view={view} elementId={elementId} send={send} />)}
            </div>
          ))}
          {view.showAllFields ? null : (
            <button
              type="button"
              className="p-Link"
              onFocus={() => { manualFocused.current = true }}
              onBlur={() => { manualFocused.current = false }}
              onClick={() => action(send, elementId, 'showAllFields')}
            >
              {view.texts.enterManually}
            </button>
          )}
          {view.saveNew === null ? null : (
            <button type="button" className="p-Link" aria-disabled={view.pending} onClick={() => action(send, elementId, 'saveNewAddress')}>{view.saveNew.label}</button>
          )}
          {view.editing === null ? null : (
            <>
              <button type="button" className="p-Link" data-field={saveEditField} disabled={view.pending} onClick={() => action(send, elementId, 'saveSavedAddress')}>{view.texts.save}</button>
              {/* Cancel goes back to the list as it was before the edit. */}
              <button type="button" className="p-Link" disabled={view.pending} onClick={() => action(send, elementId, 'listSavedAddresses')}>{view.texts.cancel}</button>
            </>
          )}
        </div>
      )}
      {view.formError === null ? null : <div className="p-Error" role="alert">{view.formError.message}</div>}
    </fieldset>
  )
}
