import { useEffect, useRef, type RefObject } from 'react'

/** Where the focus goes in a new view, in order: what the view marks, its checked radio, its first control. */
const targets = ['[data-autofocus]', 'input[type="radio"]:checked', 'input:not(:disabled), select, button']

/**
 * Moves the focus into a form's new view when the shopper's own action in that form switched it
 * (Edit, Save, Cancel, Remove...): the control they used is gone, and the focus would fall back to
 * the page. `key` names the view. Never on the first render, and never when the shopper is
 * elsewhere (in another frame, or another element of the page): a view that changes under them (a
 * wallet signing out) takes no focus.
 */
export const useViewFocus = (root: RefObject<HTMLElement | null>, key: string): void => {
  const shown = useRef(key)
  /** The focus was last inside the form: a control the shopper used there, maybe removed since. */
  const inside = useRef(false)
  // After every render: the form may have mounted since, or into another document.
  useEffect(() => {
    const document = root.current?.ownerDocument
    if (document === undefined) return undefined
    const track = (event: FocusEvent) => {
      inside.current = event.target instanceof Node && root.current?.contains(event.target) === true
    }
    document.addEventListener('focusin', track)
    return () => document.removeEventListener('focusin', track)
  })
  useEffect(() => {
    if (shown.current === key) return
    shown.current = key
    const form = root.current
    if (form === null || !inside.current || !form.ownerDocument.hasFocus()) return
    const active = form.ownerDocument.activeElement
    if (active !== null && active !== form.ownerDocument.body) return
    for (const selector of targets) {
      const target = form.querySelector<HTMLElement>(selector)
      if (target !== null) return target.focus()
    }
  }, [key, root])
}
