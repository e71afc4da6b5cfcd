import { useEffect, useRef, useState } from 'react'
import type { ElementDefinition } from './ElementDefinition.ts'
import type { FrameBus } from './FrameBus.ts'
import type { Json, ToForm } from './messages.ts'

export interface FormHostProps {
  readonly bus: FrameBus
  readonly elementId: string
  readonly definition: ElementDefinition
  /** Show a loading skeleton until the first view arrives (the group's `loader` option). */
  readonly loader: boolean
}

/** Moves focus as the controller asks: into a named field, the first control, or out. */
const applyFocus = (container: HTMLElement, message: ToForm): void => {
  if (message.kind === 'blur') {
    const active = container.ownerDocument.activeElement
    if (active instanceof HTMLElement && container.contains(active)) active.blur()
  } else if (message.kind === 'focus') {
    const selector = message.field === undefined ? 'input, select, button, textarea' : `[data-field="${CSS.escape(message.field)}"]`
    container.querySelector<HTMLElement>(selector)?.focus()
  }
}

/**
 * The form side of an element: subscribes to its messages, says it is ready (the controller then
 * sends the first view), renders the definition's form from each view and sends back what the
 * shopper does. It knows nothing else of the SDK.
 */
export const FormHost = ({ bus, elementId, definition, loader }: FormHostProps) => {
  const root = useRef<HTMLDivElement>(null)
  const [view, setView] = useState<Json | undefined>(undefined)
  // A focus or blur waits for the render sent before it (submit() shows errors, then focuses the
  // first): applied to the DOM before that render, it would land on nodes about to be replaced.
  const [focus, setFocus] = useState<{ readonly message: ToForm } | undefined>(undefined)
  useEffect(() => {
    const stop = bus.onForm(elementId, (message) => {
      if (message.kind === 'render') setView(message.view)
      else if (message.kind === 'focus' || message.kind === 'blur') setFocus({ message })
    })
    bus.toController({ kind: 'ready', elementId })
    return stop
  }, [bus, elementId])
  useEffect(() => {
    if (focus !== undefined && root.current !== null) applyFocus(root.current, focus.message)
  }, [focus])
  const Form = definition.Form
  return (
    <div ref={root} className="p-Element">
      {view !== undefined ? <Form view={view} send={bus.toController} elementId={elementId} />
        : loader ? <div className="p-Loader" role="status" aria-busy="true"><span className="p-LoaderBar" /><span className="p-LoaderBar" /></div>
        : null}
    </div>
  )
}
