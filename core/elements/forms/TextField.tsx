import { FormField } from '../../react/FormField.tsx'
import type { ToController } from '../messages.ts'

/** One text field as the controller describes it; everything here is JSON. */
export interface TextFieldView {
  readonly name: string
  readonly label: string
  readonly value: string
  /** The shopper-facing error, shown only once the controller decides it should be. */
  readonly error?: string
  readonly placeholder?: string
  readonly autoComplete?: string
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel'
  readonly type?: 'text' | 'email' | 'tel'
  readonly maxLength?: number
  readonly required?: boolean
  readonly half?: boolean
}

export interface TextFieldProps {
  readonly field: TextFieldView
  readonly elementId: string
  readonly send: (message: ToController) => void
}

/** A field of a core element: its view in, its input, focus, blur and Escape out as bus messages. */
export const TextField = ({ field, elementId, send }: TextFieldProps) => (
  <FormField
    {...field}
    id={`${elementId}-${field.name}`}
    onInput={(value, source) => send({ kind: 'patch', elementId, patch: { [field.name]: value }, source })}
    onFocus={() => send({ kind: 'focus', elementId, field: field.name })}
    onBlur={() => send({ kind: 'blur', elementId, field: field.name })}
    onEscape={() => send({ kind: 'escape', elementId })}
  />
)
