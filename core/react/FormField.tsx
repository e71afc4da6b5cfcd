import { createContext, useContext, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { ShownView, viewIsOlder } from './shownView.ts'

/** How a value reached a field: typed, pasted, or filled in by the browser. */
export type InputSource = 'typed' | 'paste' | 'autofill'

/**
 * Whether the form around a field is read-only (the payment element's `readOnly`). The element
 * provides it, so every FormField inside a plugin's form locks without the plugin passing it on.
 */
export const FormReadOnly = createContext(false)

/** One choice of a select field: the value sent, the text shown. */
export interface FormFieldOption {
  readonly value: string
  readonly label: string
}

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
  /** Makes the field a select of these choices (a country) instead of a text input. */
  readonly options?: ReadonlyArray<FormFieldOption>
  /** Shown but not changeable. @default the surrounding form's `FormReadOnly` */
  readonly readOnly?: boolean
  /**
   * Makes the text input a combobox over a list of options (WAI-ARIA combobox pattern): its ARIA
   * state, its keys, the list (`popup`, shown after the input) and a live status line.
   */
  readonly combobox?: FieldCombobox
}

/** What a FormField needs to be a combobox: the list it controls, the option the keys are on, and a status. */
export interface FieldCombobox {
  /** The list's id while it shows; undefined while it is closed. */
  readonly controls: string | undefined
  /**
   * Whether the list shows, where it shows in another document (a frame over the page), which
   * `controls` cannot name. @default whether `controls` names a list
   */
  readonly expanded?: boolean
  /** The id of the option the arrow keys are on, if any. */
  readonly activeDescendant: string | undefined
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  /** The list of options, shown under the input while open. */
  readonly popup: ReactNode
  /** What the list holds now, for screen readers (searching, 3 found, none), in a polite live region. */
  readonly status: string
}

/** A paste, the browser's autofill (an input event with no inputType), or typing. */
const sourceOf = (event: Event): InputSource => {
  const inputType = (event as InputEvent).inputType
  if (inputType === 'insertFromPaste' || inputType === 'insertFromDrop') return 'paste'
  return inputType === undefined || inputType === '' || inputType === 'insertReplacementText' ? 'autofill' : 'typed'
}

/**
 * The one field every payloom form uses, and plugin forms may too: a label tied to the input (or
 * select), `aria-invalid` and `aria-describedby` pointing at the error, which is announced
 * (role=alert) when it appears, and the class names the appearance stylesheet styles
 * (`.p-Label--resting` while empty and unfocused, so floating labels can rest inside the input).
 * The error's line is there, empty, while there is no error: the stylesheet gives it a line's
 * height, so an error coming or going never moves what is below under the shopper's pointer, and
 * a live region already in the page is one screen readers announce reliably.
 * Read-only, a text input keeps its value focusable and copyable (`readonly`); a select, which has
 * no such state, is `disabled`.
 */
export const FormField = (props: FormFieldProps) => {
  const [focused, setFocused] = useState(false)
  const inherited = useContext(FormReadOnly)
  const view = useContext(ShownView)
  const control = useRef<HTMLInputElement & HTMLSelectElement>(null)
  // The number of the message that sent the shopper's latest input here (shownView.ts).
  const input = useRef(0)
  // Each view sets the value, unless the shopper has typed here since the message it answers: read
  // as React writes the view to the page, which may be after keys typed since the view came.
  useLayoutEffect(() => {
    if (control.current !== null && control.current.value !== props.value && !viewIsOlder(view.seq, input.current)) control.current.value = props.value
  }, [props.value, view])
  const readOnly = props.readOnly ?? inherited
  const invalid = props.error !== undefined
  // A select always shows a choice, so its label never rests inside it.
  const empty = props.value === '' && props.options === undefined
  const errorId = `${props.id}-error`
  const statusId = `${props.id}-status`
  const shared = {
    id: props.id,
    'data-field': props.name,
    name: props.name,
    // Uncontrolled: each view sets the value (above), so a keystroke does not wait on React.
    defaultValue: props.value,
    ref: control,
    autoComplete: props.autoComplete,
    'aria-required': props.required,
    'aria-invalid': invalid,
    'aria-describedby': [props.combobox === undefined ? undefined : statusId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined,
    onFocus: () => {
      setFocused(true)
      props.onFocus?.()
    },
    onBlur: () => {
      setFocused(false)
      props.onBlur?.()
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement & HTMLSelectElement>) => {
      props.combobox?.onKeyDown(event)
      if (event.key === 'Escape') props.onEscape?.()
    },
  }
  const inputClass = `p-Input${invalid ? ' p-Input--invalid' : ''}${empty ? ' p-Input--empty' : ''}${focused ? ' p-Input--focused' : ''}`
  return (
    <div className={`p-Field${props.half ? ' p-Field--half' : ''}${invalid ? ' p-Field--invalid' : ''}${props.options === undefined ? '' : ` p-Field--${props.name}`}`}>
      <label className={`p-Label ${empty && !focused ? 'p-Label--resting' : 'p-Label--floating'}`} htmlFor={props.id}>{props.label}</label>
      <div className="p-InputWrapper">
        {props.options === undefined ? (
          <input
            {...shared}
            className={inputClass}
            type={props.type ?? 'text'}
            placeholder={props.placeholder ?? ' '}
            inputMode={props.inputMode}
            maxLength={props.maxLength}
            readOnly={readOnly}
            {...(props.combobox === undefined ? {} : {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': props.combobox.expanded ?? props.combobox.controls !== undefined,
              'aria-controls': props.combobox.controls,
              'aria-activedescendant': props.combobox.activeDescendant,
            })}
            onInput={(event) => {
              if (readOnly) return
              props.onInput(event.currentTarget.value, sourceOf(event.nativeEvent))
              input.current = view.sent()
            }}
          />
        ) : (
          <select
            {...shared}
            className={`${inputClass} p-Select`}
            disabled={readOnly}
            onChange={(event) => {
              props.onInput(event.currentTarget.value, 'typed')
              input.current = view.sent()
            }}
          >
            {props.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
        )}
        {props.adornment}
      </div>
      {props.combobox?.popup}
      {props.combobox === undefined ? null : <div id={statusId} className="p-ComboboxStatus" role="status">{props.combobox.status}</div>}
      <div id={errorId} className="p-Error" role="alert">{props.error}</div>
    </div>
  )
}
