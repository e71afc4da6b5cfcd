import type { ElementDefinition, ElementType } from '../plugin/ElementDefinition.ts'
import type { StyleRule } from './appearance/cssText.ts'
import { mountContainer } from './elementChecks.ts'
import { makeInlineBus, type FrameBus } from './FrameBus.ts'
import { loadChunk } from '../loadChunk.ts'

/** An element's form, ready to show. */
export interface PlacedForm {
  /** The group's stylesheet scope class. */
  readonly scope: string
  readonly dir: 'ltr' | 'rtl'
  /** The group's locale, the language the form is in. */
  readonly lang: string
  readonly elementId: string
  readonly definition: ElementDefinition
  readonly loader: boolean
}

/** The group's look: its checked appearance, the rules its mounted elements bring, the CSP nonce. */
export interface GroupStyle {
  readonly scope: string
  readonly appearance: object
  readonly elementRules: ReadonlyArray<StyleRule>
  readonly nonce: string | undefined
}

/**
 * Where a group's forms render (DESIGN.md "Hosting"). The group's rules are the same either way;
 * this decides the bus its forms talk on, what `mount(target)` takes, and where the stylesheet goes.
 * Inline: forms in the page's own containers. Isolated: each form in a frame on the provider's
 * origin, which the controller frame reaches by messages (frames/controller.ts).
 */
export interface FormPlacement {
  readonly bus: FrameBus
  /** What `mount(target)` mounts the element into; throws the merchant's error for a bad target. */
  slot(target: unknown, element: { readonly id: string; readonly type: ElementType; readonly options: unknown; readonly destroyed: boolean }): unknown
  /** Shows the loading skeleton in the slot while the element's code and session load. */
  showLoader(slot: unknown, scope: string): void
  /** Shows the form in the slot; resolves with how to take it away. */
  attach(slot: unknown, form: PlacedForm): Promise<() => void>
  /** Applies the group's look to its forms, now and to those mounted later. */
  style(style: GroupStyle): Promise<void>
}

/** Inline hosting: forms in the merchant's containers, messages on mitt, the stylesheet in the page. */
export const inlinePlacement = (): FormPlacement => {
  const bus = makeInlineBus()
  let removeStylesheet: (() => void) | undefined
  return {
    bus,
    slot: (target, { type, destroyed }) => mountContainer(target, type, destroyed),
    showLoader: (slot, scope) => {
      const container = slot as HTMLElement
      container.replaceChildren(loaderSkeleton(container.ownerDocument, scope))
    },
    // React and the renderer load with the first form, not with the core entry.
    attach: (slot, form) => loadChunk('the form renderer', () => import('./mountForm.tsx')).then(({ mountForm }) => mountForm(slot as HTMLElement, { ...form, bus })),
    // The compiler is needed only by a mounted element, so it stays out of the core entry.
    style: ({ scope, appearance, elementRules, nonce }) => {
      if (typeof document === 'undefined') return Promise.resolve()
      return loadChunk('the stylesheet compiler', () => import('./appearance/index.ts')).then(({ compileAppearance, installStylesheet }) => {
        const compiled = compileAppearance(appearance, { scope: `.${scope}`, elementRules })
        removeStylesheet?.()
        removeStylesheet = installStylesheet(compiled.css, { id: scope, nonce, stylesheets: compiled.fontStylesheets })
      })
    },
  }
}

/** The loading skeleton, in plain DOM so it needs neither React nor the element's code. */
const loaderSkeleton = (document: Document, scope: string): HTMLElement => {
  const root = document.createElement('div')
  root.className = `${scope} p-Root`
  const loader = root.appendChild(document.createElement('div'))
  loader.className = 'p-Loader'
  loader.setAttribute('role', 'status')
  loader.setAttribute('aria-busy', 'true')
  for (let i = 0; i < 2; i++) loader.appendChild(document.createElement('span')).className = 'p-LoaderBar'
  return root
}
