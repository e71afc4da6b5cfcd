/** A JSON value: what crosses a frame boundary. */
export type Json = string | number | boolean | null | ReadonlyArray<Json> | { readonly [key: string]: Json }

/** How a value reached a field, tracked for `pastedFields` and `autofilledFields`. */
export type InputSource = 'typed' | 'paste' | 'autofill'

/** Controller -> form. */
export type ToForm =
  /** The whole view of an element's state; the form renders nothing else. */
  /**
   * `seq` is the last form message the controller had applied: a form drops a render older than
   * what it has sent since, which would put back what the shopper just typed over (in isolated
   * hosting the round trip to the controller frame is not instant).
   */
  | { readonly kind: 'render'; readonly elementId: string; readonly view: Json; readonly seq?: number }
  /** Move focus into the element (its first invalid or first field), or out of it. */
  | { readonly kind: 'focus'; readonly elementId: string; readonly field?: string }
  | { readonly kind: 'blur'; readonly elementId: string }
  /**
   * Isolated hosting: what an element's frame shows (the element type, with the plugins and look
   * of its group), sent once the controller has its definition; then `style` when the look changes.
   */
  | { readonly kind: 'show'; readonly elementId: string; readonly form: ShownForm; readonly style: FrameStyle }
  | { readonly kind: 'style'; readonly elementId: string; readonly style: FrameStyle }

/** What an element frame needs to render its form: the same definition the controller's model uses. */
export interface ShownForm {
  readonly type: string
  /** The instance's plugins, by type and options: the frame makes its own copy of each. */
  readonly plugins: Json
  readonly scope: string
  readonly dir: 'ltr' | 'rtl'
  /** The form's language, for the frame document's `lang`. */
  readonly lang: string
  readonly loader: boolean
}

/** The group's stylesheet, compiled and sanitised by the controller on the provider's origin. */
export interface FrameStyle {
  readonly css: string
  /** Font stylesheets the appearance names (`fonts: [{ cssSrc }]`), already validated. */
  readonly stylesheets: ReadonlyArray<string>
}

/** Form -> controller. A form numbers what it sends (`seq`), and renders say which they answer. */
export type ToController = (
  | { readonly kind: 'ready'; readonly elementId: string }
  | { readonly kind: 'focus'; readonly elementId: string; readonly field: string }
  | { readonly kind: 'blur'; readonly elementId: string; readonly field: string }
  | { readonly kind: 'escape'; readonly elementId: string }
  /** New field values, as typed, pasted or autofilled. */
  | { readonly kind: 'patch'; readonly elementId: string; readonly patch: { readonly [field: string]: Json }; readonly source?: InputSource }
  /** Anything else the shopper did: pick a method, open an accordion item, pick a suggestion... */
  | { readonly kind: 'action'; readonly elementId: string; readonly action: string; readonly payload?: Json }
) & { readonly seq?: number }

export type BusMessage = ToForm | ToController
