import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ShownView, viewIsOlder } from '../react/shownView.ts'
import type { ElementDefinition } from '../plugin/ElementDefinition.ts'
import type { FrameBus } from './FrameBus.ts'
import type { Json, ToController, ToForm } from './messages.ts'

export interface FormHostProps {
  readonly bus: FrameBus
  readonly elementId: string
  /** Only its form renders here: its model runs where the bus leads (a helper frame's is its element's). */
  readonly definition: Pick<ElementDefinition, 'Form'>
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
  const [{ view, version, seq }, setView] = useState<{ readonly view: Json | undefined; readonly version: number; readonly seq: number | undefined }>({ view: undefined, version: 0, seq: undefined })
  // A focus or blur waits for the render sent before it (submit() shows errors, then focuses the
  // first): applied to the DOM before that render, it would land on nodes about to be replaced.
  const [focus, setFocus] = useState<{ readonly message: ToForm } | undefined>(undefined)
  // What the form has sent, numbered: a render answering less is stale (see ToForm's render), and
  // its fields keep the shopper's newer input over it (core/react/shownView.ts).
  const sent = useRef(0)
  const send = useCallback((message: ToController) => {
    // Counted once sent: a message the bus refused is not one a render could answer.
    const seq = sent.current + 1
    bus.toController({ ...message, seq })
    sent.current = seq
  }, [bus])
  useEffect(() => {
    const stop = bus.onForm(elementId, (message) => {
      if (message.kind === 'render') {
        if (!viewIsOlder(message.seq, sent.current)) setView((current) => ({ view: message.view, version: current.version + 1, seq: message.seq }))
      }
      else if (message.kind === 'focus' || message.kind === 'blur') setFocus({ message })
    })
    bus.toController({ kind: 'ready', elementId })
    return stop
  }, [bus, elementId])
  useEffect(() => {
    if (focus !== undefined && root.current !== null) applyFocus(root.current, focus.message)
  }, [focus])
  const shown = useMemo<ShownView>(() => ({ version, seq, sent: () => sent.current }), [version, seq])
  const Form = definition.Form
  return (
    <div ref={root} className="p-Element">
      {view !== undefined ? <ShownView.Provider value={shown}><Form view={view} send={send} elementId={elementId} /></ShownView.Provider>
        : loader ? <div className="p-Loader" role="status" aria-busy="true"><span className="p-LoaderBar" /><span className="p-LoaderBar" /></div>
        : null}
    </div>
  )
}
