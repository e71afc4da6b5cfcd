import { useState, type ReactNode } from 'react'

/** How a value reached a field: typed, pasted, or filled in by the browser. */
export type InputSource = 'typed' | 'paste' | 'autofill'

export interface FormFieldProps {
  /** Unique in the page: the input's id; the label and error hang off it. */
  readonly id: string
  /** The value's name, also `data-field` (what `element.focus()` looks for). */
  readonly name: string
  readonly label: string
  readonly value: string
  /** The shopper-facing error to show now, if any. */
  readonly error?: string
  readonly onInput: (value: string, source: InputSource) => void
  readonly onFocus?: () => void
  readonly onBlur?: () => void
  readonly onEscape?: () => void
  readonly type?: 'text' | 'email' | 'tel'
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel'
  readonly autoComplete?: string
  readonly placeholder?: string
  readonly maxLength?: number
  readonly required?: boolean
  /** Takes one column of the form's two (expiry beside CVC). */
  readonly half?: boolean
  /** Content after the input, such as a card brand icon. */
  readonly adornment?: ReactNode
}

/** A paste, the browser's autofill (an input event with no inputType), or typing. */
const sourceOf = (event: Event): InputSource => {
  const inputType = (event as InputEvent).inputType
  if (inputType === 'insertFromPaste' || inputType === 'insertFromDrop') return 'paste'
  return inputType === undefined || inputType === '' || inputType === 'insertReplacementText' ? 'autofill' : 'typed'
}

/**
 * The one text field every payloom form uses, and plugin forms may too: a label tied to the
 * input, `aria-invalid` and `aria-describedby` pointing at the error, which is announced
 * (role=alert) when it appears, and the class names the appearance stylesheet styles
 * (`.p-Label--resting` while empty and unfocused, so floating labels can rest inside the input).
 */
export const FormField = (props: FormFieldProps) => {
  const [focused, setFocused] = useState(false)
  const invalid = props.error !== undefined
  const empty = props.value === ''
  const errorId = `${props.id}-error`
  return (
    <div className={`p-Field${props.half ? ' p-Field--half' : ''}${invalid ? ' p-Field--invalid' : ''}`}>
      <label className={`p-Label ${empty && !focused ? 'p-Label--resting' : 'p-Label--floating'}`} htmlFor={props.id}>{props.label}</label>
      <div className="p-InputWrapper">
        <input
          id={props.id}
          data-field={props.name}
          name={props.name}
          className={`p-Input${invalid ? ' p-Input--invalid' : ''}${empty ? ' p-Input--empty' : ''}${focused ? ' p-Input--focused' : ''}`}
          type={props.type ?? 'text'}
          value={props.value}
          placeholder={props.placeholder ?? ' '}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          aria-required={props.required}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onInput={(event) => props.onInput(event.currentTarget.value, sourceOf(event.nativeEvent))}
          // React warns about a value without onChange; onInput above does the work.
          onChange={() => undefined}
          onFocus={() => {
            setFocused(true)
            props.onFocus?.()
          }}
          onBlur={() => {
            setFocused(false)
            props.onBlur?.()
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') props.onEscape?.()
          }}
        />
        {props.adornment}
      </div>
      {invalid ? <div id={errorId} className="p-Error" role="alert">{props.error}</div> : null}
    </div>
  )
}
