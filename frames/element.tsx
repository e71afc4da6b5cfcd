/**
 * An element frame (DESIGN.md "Hosting"): one element's form, on the provider's origin, in a frame
 * the merchant's page made. It renders the same React form as inline hosting (mountForm and
 * FormHost) over the postMessage bus, whose other end is the controller frame, its sibling: what
 * the shopper types goes there directly, never through the merchant's page. The page hears only
 * the frame's height.
 */
import { makeRegistry } from '../core/plugin/Registry.ts'
import { loadElementDefinition } from '../core/elements/coreElements.ts'
import type { ElementType } from '../core/plugin/ElementDefinition.ts'
import type { FrameStyle, ToForm } from '../core/elements/messages.ts'
import { mountForm } from '../core/elements/mountForm.tsx'
import { makeFrameSideBus } from '../core/elements/postMessageBus.ts'
import { installStylesheet } from '../core/elements/appearance/installStylesheet.ts'
import { decodeHashParams, envelope, type ElementFrameParams } from '../core/isolated/protocol.ts'
import { hostedPlugins } from './hostedPlugins.ts'

const params = (decodeHashParams(location.hash.slice(1)) ?? {}) as Partial<ElementFrameParams>
const { sharedId = '', elementId = '', controller = '', merchantOrigin = '', title = 'payloom' } = params
document.title = title
const root = document.getElementById('root')!
// The page's CSP allows the stylesheet that carries this nonce, which the frame page's script tag has.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined
const controllerWindow = (window.parent.frames as unknown as Readonly<Record<string, Window | undefined>>)[controller]

const applyStyle = (scope: string, style: FrameStyle): void => {
  installStylesheet(style.css, { id: scope, nonce, stylesheets: style.stylesheets })
}

/** Tells the page the frame's height whenever its content changes size, so the frame never scrolls. */
const reportHeight = (): void => {
  let last = -1
  new ResizeObserver(() => {
    const height = Math.ceil(document.body.getBoundingClientRect().height)
    if (height === last) return
    last = height
    window.parent.postMessage(envelope(sharedId, { kind: 'resize', height }), merchantOrigin)
  }).observe(document.body)
}

if (controllerWindow === undefined || window.parent === window) {
  console.error('payloom: this element frame runs only beside its controller, in the page that created both.')
} else {
  let scope = ''
  const bus = makeFrameSideBus({
    sharedId,
    elementId,
    self: window,
    parent: controllerWindow,
    parentOrigin: location.origin,
    onInit: () => undefined,
    onIgnored: ({ reason, origin }) => console.warn(`payloom element frame: ignored a message (${reason}) from ${origin}.`),
  })
  bus.onForm(elementId, (message: ToForm) => {
    if (message.kind === 'style') applyStyle(scope, message.style)
    if (message.kind !== 'show') return
    const { form, style } = message
    scope = form.scope
    document.documentElement.dir = form.dir
    document.documentElement.lang = form.lang
    applyStyle(scope, style)
    // The autocompleteSuggestions frame shows its address element's list: no plugins, no model of its own.
    const definition = form.type === 'autocompleteSuggestions'
      ? import('../core/elements/address/suggestionsElement.tsx').then((module) => module.autocompleteSuggestionsElement)
      : hostedPlugins(form.plugins).then((plugins) => loadElementDefinition(form.type as ElementType, makeRegistry(plugins)))
    definition.then((definition) => {
      mountForm(root, { scope, dir: form.dir, lang: form.lang, bus, elementId, definition, loader: form.loader })
    }, (error: unknown) => console.error('payloom: the element could not load:', error))
  })
  reportHeight()
}
