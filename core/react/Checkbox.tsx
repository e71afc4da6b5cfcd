import type { InputHTMLAttributes } from 'react'
import { useShownValue } from './shownView.ts'

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> {
  /** Ticked in the view. */
  readonly checked: boolean
  /** Sends the shopper's tick (or untick) to the controller. */
  readonly onTick: (checked: boolean) => void
}

/**
 * A checkbox of a form: it shows the shopper's tick the moment it is clicked, not once the view
 * answering it comes (shownView.ts: in isolated hosting that view may come a task or more later).
 */
export const Checkbox = ({ checked, onTick, ...input }: CheckboxProps) => {
  const [shown, took] = useShownValue(checked)
  return (
    <input
      {...input}
      type="checkbox"
      checked={shown}
      onChange={(event) => {
        const ticked = event.currentTarget.checked
        onTick(ticked)
        took(ticked)
      }}
    />
  )
}
