import type { BankSearchView } from '../../plugin/bankLinking.ts'
import type { PaymentMethodPlugin, SessionContext } from '../../plugin/contract.ts'
import type { Locale } from '../../generated/locales/index.generated.ts'
import type { InputSource, Json, ToController } from '../messages.ts'
import { validationError } from '../../validation/ValidationError.ts'
import { FormReadOnly } from '../../react/FormField.tsx'

/** The JSON `methodView` makes for one method. */
export interface MethodView {
  readonly type: string
  readonly locale: Locale
  readonly values: Record<string, unknown>
  readonly errors: Readonly<Record<string, { readonly code: string; readonly message: string }>>
  readonly strings: Readonly<Record<string, string>>
  /** The form offers to save what the shopper types (savedMethodsSave.ts). */
  readonly offerSave: boolean
  /** Beside it, the form offers to make the saved method the customer's default (savedMethodsSave.ts). */
  readonly offerSetAsDefault: boolean
  /** The payment element's bank search, for a method that takes a linked bank account. */
  readonly bankSearch?: BankSearchView
  /** What the payment's session tells the form (FormProps' `session`). */
  readonly session?: SessionContext
}

export interface PluginFormProps {
  readonly plugin: PaymentMethodPlugin<string, Record<string, unknown>>
  readonly view: MethodView
  readonly elementId: string
  readonly send: (message: ToController) => void
  readonly fields?: ReadonlyArray<string>
  /** The form is an element of its own, outside the payment element (see FormProps' `standalone`). @default false */
  readonly standalone?: boolean
  /** Shows the values without letting the shopper change them. @default false */
  readonly readOnly?: boolean
}

/**
 * Renders a plugin's own form from a method view, turning its callbacks into bus messages.
 * Read-only, every FormField inside locks through `FormReadOnly`, and the form is told so for its own controls.
 */
export const PluginForm = ({ plugin, view, elementId, send, fields, standalone = false, readOnly = false }: PluginFormProps) => {
  if (plugin.Form === undefined) return null
  const action = (name: string, payload?: Json) => send({ kind: 'action', elementId, action: name, ...(payload === undefined ? {} : { payload }) })
  const bankSearch = view.bankSearch === undefined ? undefined : {
    ...view.bankSearch,
    search: (query: string) => action('bankSearch', { query }),
    hover: (index: number) => action('bankSearchHover', { index }),
    select: (id: string) => action('bankSearchSelect', { id }),
    reset: () => action('bankSearchReset'),
  }
  // Not bound: a new function each render would remount the form and lose focus on every key.
  const Form = plugin.Form
  return (
    <FormReadOnly value={readOnly}>
      <Form
        values={view.values}
        errors={Object.fromEntries(Object.entries(view.errors).map(([field, error]) => [field, validationError(error.code)]))}
        errorMessages={Object.fromEntries(Object.entries(view.errors).map(([field, error]) => [field, error.message]))}
        t={(key: string) => view.strings[key] ?? key}
        idPrefix={`${elementId}-${view.type}`}
        locale={view.locale}
        offerSave={view.offerSave}
        offerSetAsDefault={view.offerSetAsDefault}
        {...(bankSearch === undefined ? {} : { bankSearch })}
        {...(view.session === undefined ? {} : { session: view.session })}
        {...(fields === undefined ? {} : { fields })}
        standalone={standalone}
        readOnly={readOnly}
        // A form that forgets its own controls still changes nothing: read-only, no input is sent.
        onChange={(patch: Partial<Record<string, unknown>>, source?: InputSource) => {
          if (!readOnly) send({ kind: 'patch', elementId, patch: patch as Record<string, Json>, ...(source === undefined ? {} : { source }) })
        }}
        onFocus={(field: string) => send({ kind: 'focus', elementId, field })}
        onBlur={(field: string) => send({ kind: 'blur', elementId, field })}
      />
    </FormReadOnly>
  )
}
