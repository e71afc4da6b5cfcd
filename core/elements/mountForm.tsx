import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { ElementDefinition } from '../plugin/ElementDefinition.ts'
import { FormHost } from './FormHost.tsx'
import type { FrameBus } from './FrameBus.ts'

export interface MountOptions {
  /** The group's stylesheet scope class. */
  readonly scope: string
  readonly dir: 'ltr' | 'rtl'
  /** The form's language, which may differ from the page's. */
  readonly lang: string
  readonly bus: FrameBus
  readonly elementId: string
  readonly definition: Pick<ElementDefinition, 'Form'>
  readonly loader: boolean
}

/**
 * Renders an element's form into the merchant's container, inside a wrapper that carries the
 * group's style scope and text direction. Returns the unmount function.
 */
export const mountForm = (container: HTMLElement, { scope, dir, lang, bus, elementId, definition, loader }: MountOptions): (() => void) => {
  const wrapper = container.ownerDocument.createElement('div')
  wrapper.className = `${scope} p-Root`
  wrapper.dir = dir
  wrapper.lang = lang
  container.replaceChildren(wrapper)
  const root = createRoot(wrapper)
  root.render(
    <StrictMode>
      <FormHost bus={bus} elementId={elementId} definition={definition} loader={loader} />
    </StrictMode>,
  )
  return () => {
    root.unmount()
    wrapper.remove()
  }
}
