import { IntegrationError } from '../errors/IntegrationError.ts'
import type { Json } from '../elements/messages.ts'
import { loadChunk } from '../loadChunk.ts'
import type { DialogAnswer } from '../services/Browser.ts'
import type { Mids } from '../controller/mids.ts'
import { apiLimits } from '../generated/limits.generated.ts'
import {
  encodeHashParams,
  envelope,
  framePaths,
  pageChannelId,
  readEnvelope,
  receiveEnvelope,
  type ControllerFrameParams,
  type ControllerMessage,
  type PageRequest,
  type WireError,
} from './protocol.ts'

/** The merchant page's side of the controller frame: calls, events, and the frames' heights. */
export interface ControllerChannel {
  readonly providerOrigin: string
  readonly sharedId: string
  /** The controller frame's name, which element frames use to reach it. */
  readonly controllerName: string
  /** Runs an action in the controller; rejects with the error it threw there. */
  call(action: string, args: Json): Promise<Json>
  /** Sends an action whose result no one awaits; a failure is logged for the merchant. */
  send(action: string, args: Json): void
  /** Hears the events of one element; returns how to stop. */
  onEvent(elementId: string, handler: (event: string, payload: Json) => void): () => void
  /** Hears an element frame's messages to the page (its height): only from that frame's window, at the provider's origin. */
  onFrame(frame: Window, handler: (message: { readonly kind: string; readonly [key: string]: Json }) => void): () => void
}

/** A random id (the shared-id marker of an instance's frames, the script id); getRandomValues works on any page, secure or not. */
export const randomId = (): string => [...crypto.getRandomValues(new Uint8Array(12))].map((byte) => byte.toString(16).padStart(2, '0')).join('')

const rebuildError = (error: WireError): Error => (error.name === 'IntegrationError' ? new IntegrationError({ message: error.message }) : Object.assign(new Error(error.message), { name: error.name }))

/** Runs `then` once the page has a body to put frames in. */
const whenBody = (then: () => void): void => {
  if (document.body !== null) then()
  else document.addEventListener('DOMContentLoaded', then, { once: true })
}

/**
 * Opens the hidden controller frame on the provider's origin and talks to it (DESIGN.md "Hosting").
 * Actions queue until the controller says it is ready; messages are accepted only from its window
 * at the provider's exact origin and with this instance's marker. A controller that does not load
 * within the chunk load timeout (120 s) fails every call and element with a clear message.
 */
export const openControllerChannel = (apiBase: string, params: Omit<ControllerFrameParams, 'merchantOrigin'>): ControllerChannel => {
  const providerOrigin = new URL(apiBase).origin
  const sharedId = randomId()
  const controllerName = `payloom-controller-${sharedId}`
  const frame = document.createElement('iframe')
  frame.name = controllerName
  frame.title = 'payloom controller'
  frame.tabIndex = -1
  frame.setAttribute('aria-hidden', 'true')
  frame.style.cssText = 'position:fixed;border:0;width:1px;height:1px;left:-9999px;top:0;opacity:0;pointer-events:none'
  const hash = `${controllerName}?${encodeHashParams({ ...params, merchantOrigin: location.origin } satisfies ControllerFrameParams)}`
  frame.src = `${apiBase}${framePaths.controller}#${hash}`

  let state: { readonly kind: 'loading'; readonly queue: Json[] } | { readonly kind: 'ready' } | { readonly kind: 'failed'; readonly message: string } = { kind: 'loading', queue: [] }
  let nextSeq = 0
  const pending = new Map<number, { readonly resolve: (value: Json) => void; readonly reject: (error: Error) => void }>()
  const eventHandlers = new Map<string, (event: string, payload: Json) => void>()
  const frameHandlers = new Map<Window, (message: { readonly kind: string; readonly [key: string]: Json }) => void>()
  const ignored = (reason: string): void => console.warn(`payloom: ignored ${reason}.`)

  const post = (message: Json): void => {
    if (state.kind === 'loading') state.queue.push(message)
    else if (state.kind === 'ready') frame.contentWindow?.postMessage(message, providerOrigin)
  }
  const fail = (message: string): void => {
    state = { kind: 'failed', message }
    for (const { reject } of pending.values()) reject(new IntegrationError({ message }))
    pending.clear()
    for (const handler of eventHandlers.values()) handler('loaderror', { error: { type: 'api_connection_error', message } })
  }
  const timeout = setTimeout(() => {
    if (state.kind === 'loading') fail(`The payment form could not load from ${providerOrigin}. Check the connection (and that apiBase is the provider's address) and reload.`)
  }, apiLimits.chunkLoadTimeout)

  // The dialog a display request opened, closed by the next closeDisplay request.
  let closeDisplay: (() => void) | undefined
  // The wallets' modal frame steps asked so far, carried out one after another.
  let modalFrameSteps: Promise<void> = Promise.resolve()
  const handleRequest = (seq: number, request: PageRequest): void => {
    const done = (answer?: DialogAnswer | Mids): void => channel.send('requestDone', answer === undefined ? { seq } : { seq, answer })
    const failed = (error: unknown): void => {
      console.error('payloom:', error)
      done()
    }
    switch (request.kind) {
      case 'navigate':
        return location.assign(request.url)
      case 'challenge':
        return void loadChunk('the 3D Secure frame', () => import('../services/challengeFrame.ts'))
          .then(({ showChallengeFrame }) => showChallengeFrame(request.url, providerOrigin, (outcome) => channel.send('requestDone', { seq, answer: outcome }), request.purpose), failed)
      case 'display':
        return void loadChunk('the payment display', () => import('../services/displayDialog.ts'))
          .then(({ showDisplayDialog }) => {
            closeDisplay?.()
            closeDisplay = showDisplayDialog(request.display, request.locale, done)
          }, failed)
      case 'mids':
        return void loadChunk('the cookies', () => import('../controller/cookies.ts')).then(({ cookieMids }) => done(cookieMids()), failed)
      case 'closeDisplay':
        closeDisplay?.()
        closeDisplay = undefined
        return done()
      case 'modalFrame':
        // One after another, as sent: a rename must not overtake the mount it renames.
        modalFrameSteps = modalFrameSteps.then(() => loadChunk('the wallet\'s modal frame', () => import('../services/modalFrame.ts')))
          .then(({ modalFrameAction }) => {
            modalFrameAction(request.name, request.action, providerOrigin)
            done()
          }, failed)
        return
    }
  }

  const fromController = (message: ControllerMessage): void => {
    switch (message.kind) {
      case 'ready': {
        if (state.kind !== 'loading') return
        clearTimeout(timeout)
        const { queue } = state
        state = { kind: 'ready' }
        queue.forEach(post)
        return
      }
      case 'failed':
        clearTimeout(timeout)
        return fail(message.message)
      case 'result': {
        const caller = pending.get(message.seq)
        pending.delete(message.seq)
        if (message.ok) caller?.resolve(message.value)
        else caller?.reject(rebuildError(message.error))
        return
      }
      case 'event':
        return eventHandlers.get(message.elementId)?.(message.event, message.payload)
      case 'request':
        return handleRequest(message.seq, message.request)
    }
  }

  /** The port the controller's 'ready' brings, over which everything after it comes. */
  const listenToPort = (port: MessagePort | undefined): void => {
    if (port === undefined) return fail(`The payment form from ${providerOrigin} did not open its channel to this page. Reload the page.`)
    port.onmessage = (event) => {
      const message = readEnvelope<ControllerMessage>(event.data, pageChannelId(sharedId), ignored)
      if (message?.kind === 'ready' || message?.kind === 'failed') ignored(`a ${message.kind} message on the controller's port`)
      else if (message !== undefined) fromController(message)
    }
  }

  window.addEventListener('message', (event) => {
    if (event.source === frame.contentWindow && frame.contentWindow !== null) {
      const message = receiveEnvelope<ControllerMessage>(event, pageChannelId(sharedId), { origin: providerOrigin, window: frame.contentWindow }, ignored)
      if (message?.kind === 'ready' && state.kind === 'loading') listenToPort(event.ports[0])
      if (message?.kind === 'ready' || message?.kind === 'failed') fromController(message)
      else if (message !== undefined) ignored(`a ${message.kind} message outside the controller's port`)
      return
    }
    const handler = event.source === null ? undefined : frameHandlers.get(event.source as Window)
    if (handler === undefined) return
    const message = receiveEnvelope<{ readonly kind: string; readonly [key: string]: Json }>(event, sharedId, { origin: providerOrigin, window: event.source }, ignored)
    if (message !== undefined) handler(message)
  })
  whenBody(() => document.body.append(frame))

  const channel: ControllerChannel = {
    providerOrigin,
    sharedId,
    controllerName,
    call: (action, args) => {
      if (state.kind === 'failed') return Promise.reject(new IntegrationError({ message: state.message }))
      const seq = ++nextSeq
      return new Promise<Json>((resolve, reject) => {
        pending.set(seq, { resolve, reject })
        post(envelope(pageChannelId(sharedId), { kind: 'action', seq, action, args }) as unknown as Json)
      })
    },
    send: (action, args) => {
      channel.call(action, args).catch((error: unknown) => console.error(`payloom: ${error instanceof Error ? error.message : String(error)}`))
    },
    onEvent: (elementId, handler) => {
      eventHandlers.set(elementId, handler)
      return () => eventHandlers.delete(elementId)
    },
    onFrame: (window, handler) => {
      frameHandlers.set(window, handler)
      return () => frameHandlers.delete(window)
    },
  }
  return channel
}
