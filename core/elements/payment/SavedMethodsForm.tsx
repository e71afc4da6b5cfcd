import { useEffect } from 'react'
import { cardBrandLogos } from '../../generated/cardBrandLogos.generated.ts'
import { Logo } from '../../react/Logo.tsx'
import { TextField } from '../forms/TextField.tsx'
import { AddressForm } from '../address/AddressForm.tsx'
import type { Json, ToController } from '../messages.ts'
import type { SavedCall, SavedView } from './savedMethods.ts'

/** One saved card as `savedView` lists it. */
export interface SavedMethodItem {
  readonly id: string
  readonly brand: string
  readonly label: string
  readonly updateLabel: string
  readonly updateAddressLabel: string
  readonly removeLabel: string
  readonly expiry: string
  readonly expired: boolean
  readonly selected: boolean
  readonly isDefault: boolean
  readonly canUpdate: boolean
  readonly canRemove: boolean
  readonly canSetDefault: boolean
}

/** The JSON `savedView` makes. */
export interface SavedMethodsView {
  readonly view: SavedView
  readonly pending: SavedCall | null
  readonly error: string | null
  /** The input a failed confirm is about, to focus once per failure (`attempt` counts them). */
  readonly focus: { readonly field: 'savedCvc' | 'savedExpiry'; readonly attempt: number } | null
  readonly methods: ReadonlyArray<SavedMethodItem>
  /** The selected card's CVC asked for again; `redacted` is its dots (3, or 4 for amex), its placeholder and length. */
  readonly cvc: { readonly value: string; readonly error: string | null; readonly label: string; readonly redacted: string } | null
  readonly target: { readonly id: string; readonly title: string; readonly question: string } | null
  readonly expiry: { readonly value: string; readonly error: string | null; readonly placeholder: string }
  /** The address form of the address update view, as the address element renders it. */
  readonly address: Json | null
  readonly strings: Readonly<Record<string, string>>
}

export interface SavedMethodsFormProps {
  readonly view: SavedMethodsView
  readonly elementId: string
  readonly send: (message: ToController) => void
}

/**
 * The saved-payment views (payment-form.md §2): the list as a radio group (brand, last 4, expiry)
 * with update, remove and set-as-default where the customer session allows them, the update view
 * (a new expiry), the address update view (the billing address, in the address element's form),
 * and the remove confirmation. A failed confirm moves the focus to the input it
 * is about: the CVC it declined, or the expiry of the update view it opened.
 */
export const SavedMethodsForm = ({ view, elementId, send }: SavedMethodsFormProps) => {
  const focusField = view.focus?.field
  const focusAttempt = view.focus?.attempt
  // After the render that shows the input; TextField ids are `${elementId}-${name}`.
  useEffect(() => {
    if (focusField !== undefined) document.getElementById(`${elementId}-${focusField}`)?.focus()
  }, [elementId, focusField, focusAttempt])
  const act = (action: string, payload?: Json) => send({ kind: 'action', elementId, action, ...(payload === undefined ? {} : { payload }) })
  const busy = view.pending !== null
  const { strings } = view
  const error = view.error === null ? null : <div className="p-Error" role="alert">{view.error}</div>
  if (view.view === 'removeConfirmation' && view.target !== null) {
    return (
      <div className="p-Block p-SavedMethods p-SavedMethods--remove" role="group" aria-labelledby={`${elementId}-saved-remove-title`}>
        <p className="p-Label" id={`${elementId}-saved-remove-title`}>{strings.remove_title}</p>
        <p className="p-Text">{view.target.question}</p>
        {error}
        <button type="button" className="p-Action" disabled={busy} onClick={() => act('savedConfirmRemove')}>{busy ? strings.working : strings.remove_confirm}</button>
        <button type="button" className="p-Action" disabled={busy} onClick={() => act('savedCancel')}>{strings.cancel}</button>
      </div>
    )
  }
  if (view.view === 'updateAddress' && view.target !== null && view.address !== null) {
    return (
      <form className="p-Block p-SavedMethods p-SavedMethods--address" aria-labelledby={`${elementId}-saved-address-title`} onSubmit={(event) => { event.preventDefault(); act('savedSaveAddress') }}>
        <p className="p-Label" id={`${elementId}-saved-address-title`}>{view.target.title}</p>
        <AddressForm view={view.address} send={send} elementId={elementId} />
        {error}
        <button type="submit" className="p-Action" disabled={busy}>{busy ? strings.working : strings.save}</button>
        <button type="button" className="p-Action" disabled={busy} onClick={() => act('savedCancel')}>{strings.cancel}</button>
      </form>
    )
  }
  if (view.view === 'update' && view.target !== null) {
    return (
      <form className="p-Block p-Grid p-SavedMethods--update" aria-labelledby={`${elementId}-saved-update-title`} onSubmit={(event) => { event.preventDefault(); act('savedSaveUpdate') }}>
        <p className="p-Label" id={`${elementId}-saved-update-title`}>{view.target.title}</p>
        <TextField
          field={{ name: 'savedExpiry', label: strings.expiry_label!, value: view.expiry.value, placeholder: view.expiry.placeholder, autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: 9, ...(view.expiry.error === null ? {} : { error: view.expiry.error }) }}
          elementId={elementId}
          send={send}
        />
        {error}
        <button type="submit" className="p-Action" disabled={busy}>{busy ? strings.working : strings.save}</button>
        <button type="button" className="p-Action" disabled={busy} onClick={() => act('savedCancel')}>{strings.cancel}</button>
      </form>
    )
  }
  return (
    <div className="p-SavedMethods">
      <div className="p-Picker" role="radiogroup" aria-label={strings.title}>
        {view.methods.map((method) => {
          const radioId = `${elementId}-saved-${method.id}`
          return (
            <div key={method.id} className={`p-PickerItem${method.selected ? ' p-PickerItem--selected' : ''}${method.expired ? ' p-PickerItem--invalid' : ''}`}>
              <input type="radio" id={radioId} name={`${elementId}-saved`} value={method.id} checked={method.selected} disabled={busy} aria-describedby={`${radioId}-expiry`} onChange={() => act('savedSelect', method.id)} />
              {/* The label beside it names the brand ("Visa •••• 4242"): the logo is not read again. */}
              <Logo load={Object.hasOwn(cardBrandLogos, method.brand) ? cardBrandLogos[method.brand as keyof typeof cardBrandLogos] : cardBrandLogos.unknown} label={null} />
              <label className="p-Text" htmlFor={radioId}>{method.label}</label>
              <span className="p-RedirectText" id={`${radioId}-expiry`}>{method.expiry}</span>
              {method.isDefault ? <span className="p-RedirectText">{strings.default_badge}</span> : null}
              {method.canSetDefault ? <button type="button" className="p-PickerAction" disabled={busy} onClick={() => act('savedSetDefault', method.id)}>{strings.set_as_default}</button> : null}
              {method.canUpdate ? <button type="button" className="p-PickerAction" aria-label={method.updateLabel} disabled={busy} onClick={() => act('savedEdit', method.id)}>{strings.update}</button> : null}
              {method.canUpdate ? <button type="button" className="p-PickerAction" aria-label={method.updateAddressLabel} disabled={busy} onClick={() => act('savedEditAddress', method.id)}>{strings.update_address}</button> : null}
              {method.canRemove ? <button type="button" className="p-PickerAction" aria-label={method.removeLabel} disabled={busy} onClick={() => act('savedAskRemove', method.id)}>{strings.remove}</button> : null}
            </div>
          )
        })}
        <button type="button" className="p-PickerItem" disabled={busy} onClick={() => act('savedAdd')}>{strings.add_new}</button>
      </div>
      {view.cvc === null ? null : (
        <div className="p-Grid">
          <TextField
            field={{ name: 'savedCvc', label: view.cvc.label, value: view.cvc.value, placeholder: view.cvc.redacted, autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: view.cvc.redacted.length, required: true, ...(view.cvc.error === null ? {} : { error: view.cvc.error }) }}
            elementId={elementId}
            send={send}
          />
        </div>
      )}
      {error}
    </div>
  )
}
