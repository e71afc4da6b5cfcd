import type { Json } from '../elements/messages.ts'
import { carriesSharedId, isJson, sharedIdKey } from '../elements/postMessageBus.ts'
import type { LocaleOption } from '../i18n/localeOption.ts'
import type { DialogDisplay } from '../services/Browser.ts'
import type { ChallengePurpose } from '../services/challengeFrame.ts'

/**
 * The messages between the merchant's page and the controller frame (DESIGN.md "Hosting"). The
 * merchant's page sends actions (the public calls, by name); the controller answers each with a
 * result, sends the merchant's element events, and asks the page for what only the top page can do
 * (show a provider-origin modal, leave the page). No message in either direction ever carries a
 * card field's value: those stay between the element frames and the controller.
 */

/** Merchant page -> controller: one public call, numbered so its result finds its caller. */
export interface ActionMessage {
  readonly kind: 'action'
  readonly seq: number
  readonly action: string
  readonly args: Json
}

/**
 * Controller -> merchant page. `ready` and `failed` are posted to the page's window at its origin;
 * `ready` carries a MessagePort, over which everything after it comes: a window message from
 * one process to another passes through the browser's busy main thread, a port's does not, and
 * the keystroke -> `change` budget needs that.
 */
export type ControllerMessage =
  /** The controller has loaded and takes actions; its event's ports[0] carries the rest. */
  | { readonly kind: 'ready' }
  /** The controller could not start (bad init): the page reports it on every element and call. */
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'result'; readonly seq: number; readonly ok: true; readonly value: Json }
  | { readonly kind: 'result'; readonly seq: number; readonly ok: false; readonly error: WireError }
  /** An element's event for the merchant's listeners. */
  | { readonly kind: 'event'; readonly elementId: string; readonly event: string; readonly payload: Json }
  /** Something only the top page can do; answered with the action `requestDone` (`{ seq, answer? }`). */
  | { readonly kind: 'request'; readonly seq: number; readonly request: PageRequest }

/**
 * The `elementId` of the controller's `event` messages that belong to the instance, not to one
 * element (its confirmation events, for `onEvent`). Element ids are `e1`, `e2`...: no clash.
 */
export const instanceEventsId = '$payloom'

/** What the controller asks of the top page. */
export type PageRequest =
  /** A provider-origin modal frame (a 3D Secure challenge; or, by `purpose`, linking a bank account) until its page says it finished. */
  | { readonly kind: 'challenge'; readonly url: string; readonly purpose?: ChallengePurpose }
  /** Leave the page for a return URL or a bank's page. */
  | { readonly kind: 'navigate'; readonly url: string }
  /**
   * A dialog (a QR code, a voucher, details to confirm), in the instance's language, until the
   * shopper answers it: `requestDone` then carries their DialogAnswer.
   */
  | { readonly kind: 'display'; readonly display: DialogDisplay; readonly locale: LocaleOption }
  /** Close the dialog `display` opened (the payment settled while the controller polled). */
  | { readonly kind: 'closeDisplay' }
  /**
   * A provider page in a frame of the page named `name`, the controller's sibling: a wallet's
   * (core/plugin/walletInGroup.ts `WalletModalFrames`), mounted hidden, shown as a modal dialog,
   * hidden again; or one laid over the page under another frame (`overlay`: the address element's
   * suggestions, frames/suggestionsFrames.ts), placed, hidden, removed. Answered once done.
   */
  | { readonly kind: 'modalFrame'; readonly name: string; readonly action: ModalFrameAction }
  /**
   * The page's fraud-signal ids (muid, sid: core/controller/cookies.ts), read or made in its
   * first-party cookies when a payment call needs them: `requestDone` carries them as its answer.
   */
  | { readonly kind: 'mids' }

export type ModalFrameAction =
  | { readonly kind: 'mount'; readonly url: string; readonly title: string }
  | { readonly kind: 'show' | 'hide' }
  /** Mounts (hidden) a frame that lies over the page, not modal, under a box of the frame named `anchor`. */
  | { readonly kind: 'overlay'; readonly url: string; readonly title: string; readonly anchor: string }
  /** Shows an overlay frame right under `box`, a rectangle in its anchor frame's document (a street line input). */
  | { readonly kind: 'place'; readonly box: OverlayBox }
  | { readonly kind: 'remove' }

/** A rectangle in a frame's document, in CSS pixels from its top left corner. */
export interface OverlayBox {
  readonly top: number
  readonly left: number
  readonly width: number
  readonly height: number
}

/** An error thrown by a call in the controller, as it crosses: the page throws it again. */
export interface WireError {
  readonly name: string
  readonly message: string
}

/**
 * The marker value of the page channel's messages: the shared id, told apart from the element
 * frames' traffic with the controller, which carries the bare shared id on the same window.
 */
export const pageChannelId = (sharedId: string): string => `${sharedId}:page`

/** An envelope: the marker with the instance's shared id, then the message. */
export type Envelope<M> = M & { readonly [sharedIdKey]: string }

export const envelope = <M extends object>(sharedId: string, message: M): Envelope<M> => ({ [sharedIdKey]: sharedId, ...message }) as Envelope<M>

/**
 * The message a MessagePort event's data carries if it is this instance's traffic; undefined for
 * anything else. The port itself vouches for the sender (only the controller holds its end);
 * `onIgnored` hears of marked messages that are not JSON or have no kind.
 */
export const readEnvelope = <M extends { readonly kind: string }>(data: unknown, sharedId: string, onIgnored: (reason: string) => void): M | undefined => {
  if (!carriesSharedId(data, sharedId)) return undefined
  if (!isJson(data) || typeof (data as { kind?: unknown }).kind !== 'string') return void onIgnored('a malformed message')
  return data as M
}

/**
 * The message a window message event carries if it is this instance's traffic from the expected
 * window and origin; undefined for anything else. `onIgnored` hears of marked messages that fail
 * a check (the wrong origin or window, not JSON, no kind), never of other scripts' traffic.
 */
export const receiveEnvelope = <M extends { readonly kind: string }>(
  event: MessageEvent,
  sharedId: string,
  from: { readonly origin: string; readonly window: unknown },
  onIgnored: (reason: string) => void,
): M | undefined => {
  if (!carriesSharedId(event.data, sharedId)) return undefined
  if (event.origin !== from.origin) return void onIgnored(`a message from ${event.origin}, not ${from.origin}`)
  if (event.source === null || event.source !== from.window) return void onIgnored('a message from a window that is not its peer')
  return readEnvelope<M>(event.data, sharedId, onIgnored)
}

/** The frame pages' paths on the provider's origin. */
export const framePaths = { controller: '/frames/controller.html', element: '/frames/element.html' } as const

/** What an element frame's URL hash tells it: who it is and where its controller is. */
export interface ElementFrameParams {
  readonly sharedId: string
  readonly elementId: string
  /** The controller frame's name, to reach it as a sibling: `parent.frames[controller]`. */
  readonly controller: string
  /** The merchant page's origin, where the frame reports its height. */
  readonly merchantOrigin: string
  /** A title for the frame's document, for screen readers. */
  readonly title: string
}

/** What the controller frame's URL hash tells it, after its id (controller.md §2 "Controller identification"). */
export interface ControllerFrameParams {
  readonly apiKey: string
  readonly jsId: string
  readonly jsLoadTime: number
  readonly merchantOrigin: string
  /** createPayloom's options that cross: locale, stripeAccount, stripeContext (v2 auth), apiVersion, betas, captcha and the plugins by type and options. */
  readonly options: Json
}

/** Writes params into a URL hash: JSON, URI-encoded. */
export const encodeHashParams = (params: object): string => encodeURIComponent(JSON.stringify(params))

/** Reads params from a URL hash part; undefined when it is not a JSON object. */
export const decodeHashParams = (text: string): Readonly<Record<string, unknown>> | undefined => {
  try {
    const value: unknown = JSON.parse(decodeURIComponent(text))
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Readonly<Record<string, unknown>>) : undefined
  } catch {
    return undefined
  }
}
