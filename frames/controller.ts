/**
 * The controller frame (controller.md §2-§5; DESIGN.md "Hosting"): a hidden page on the provider's
 * origin that the merchant's page creates. It holds each elements group (session, values, rules),
 * makes every provider call, and answers the page's actions; element frames talk to it directly,
 * so card details never pass through the merchant's page.
 */
import { createInlinePayloom } from '../core/createPayloom.ts'
import { checkControllerInit } from '../core/controller/controllerInit.ts'
import { controllerIdFromHash } from '../core/controller/controllerId.ts'
import { makeOriginValidator } from '../core/controller/originValidator.ts'
import type { PayloomEvent } from '../core/confirm/confirmationEvents.ts'
import type { PayloomElement, PayloomElements } from '../core/elements/elementsApi.ts'
import type { Json } from '../core/elements/messages.ts'
import { makeHostBus } from '../core/elements/postMessageBus.ts'
import { asGroup } from '../core/elements/Elements.ts'
import { directMessaging } from '../core/controller/experimentsDirectMessaging.ts'
import { reportingFetch } from '../core/isolated/apiCallEvents.ts'
import { decodeHashParams, envelope, instanceEventsId, pageChannelId, type ActionMessage, type ControllerMessage, type PageRequest } from '../core/isolated/protocol.ts'
import { fromWire, toWire } from '../core/isolated/wire.ts'
import { paymentCallNames } from '../core/paymentCallNames.ts'
import { checkPayloomOptions } from '../core/payloomOptions.ts'
import { framePlacement } from './framePlacement.ts'
import { hostedPlugins } from './hostedPlugins.ts'
import { pageBrowser } from './pageBrowser.ts'
import { pageModalFrames } from './pageModalFrames.ts'
import { walletPage } from '../core/elements/walletPage.ts'

/** The events every element reports to the page, whether the merchant listens or not: the page tracks loading with them. */
const alwaysForwarded: ReadonlyArray<string> = ['ready', 'loaderror']

const hash = location.hash
const controllerId = controllerIdFromHash(hash) ?? ''
const params = decodeHashParams(hash.slice(hash.indexOf('?') + 1)) ?? {}
const sharedId = controllerId.replace(/^payloom-controller-/, '')
// The page that made this frame; Chromium also says so itself, which a forged hash cannot change.
const merchantOrigin = typeof params.merchantOrigin === 'string' ? params.merchantOrigin : ''
const ancestor = location.ancestorOrigins?.[0]
const page = window.parent

// The page's end of this port goes with 'ready'; see ControllerMessage.
const toPage = new MessageChannel()
const post = (message: ControllerMessage): void => {
  const data = envelope(pageChannelId(sharedId), message)
  if (message.kind === 'ready') page.postMessage(data, merchantOrigin, [toPage.port2])
  else if (message.kind === 'failed') page.postMessage(data, merchantOrigin)
  else toPage.port1.postMessage(data)
}

/** Checks the init, makes the instance, and returns what answers the page's actions. */
const start = async (): Promise<(message: ActionMessage) => Promise<Json>> => {
  checkControllerInit({ ...params, controllerId })
  if (page === window || merchantOrigin === '' || (ancestor !== undefined && ancestor !== merchantOrigin)) {
    throw new Error('payloom: the controller frame runs only inside the merchant page that created it.')
  }
  const options = (typeof params.options === 'object' && params.options !== null ? params.options : {}) as Readonly<Record<string, unknown>>
  // The instance's arm of elements_direct_messaging_phase_1 (controller.md §9): its control arm posts.
  const messaging = directMessaging(String(params.jsId))
  const bus = makeHostBus({ sharedId, self: window, handOver: messaging.handOver, onIgnored: ({ reason, origin }) => {
    // A frame of this origin the controller no longer knows (one just unmounted, saying goodbye) is no stranger.
    if (reason !== 'unknown_frame' || origin !== location.origin) console.warn(`payloom controller: ignored a frame message (${reason}) from ${origin}.`)
  } })
  const pendingRequests = new Map<number, (answer: Json | undefined) => void>()
  let nextRequest = 0
  const ask = (request: PageRequest): Promise<Json | undefined> => new Promise((done) => {
    const seq = ++nextRequest
    pendingRequests.set(seq, done)
    post({ kind: 'request', seq, request })
  })
  // The page sent createPayloom's options that cross (options it was not given are absent, not undefined).
  const { plugins, ...given } = options
  // The merchant's onEvent lives in the page: the confirmations' events, and each provider call's, go there.
  const toOnEvent = (event: PayloomEvent): void => post({ kind: 'event', elementId: instanceEventsId, event: event.type, payload: event as unknown as Json })
  const settings = checkPayloomOptions(String(params.apiKey), {
    ...given,
    hosting: 'inline',
    plugins: await hostedPlugins(plugins),
    apiBase: location.origin,
    onEvent: toOnEvent,
  })
  // Elements here take the names the merchant's page gave them, which their frames know.
  let naming = ''
  const payloom = createInlinePayloom(settings, {
    // The merchant's page makes the calls: the trusted-domain check (updateLoggingParams) judges its origin, not this frame's.
    callerOrigin: merchantOrigin,
    // The address elements' suggestions frames are made by the page too, as the wallets' modal frames are.
    placement: () => framePlacement(bus, page, plugins as Json, { controller: controllerId, sharedId, merchantOrigin, pageFrame: (name, action) => ask({ kind: 'modalFrame', name, action }) }),
    nameElement: () => naming,
    browser: pageBrowser(ask, settings.locale),
    modalFrames: pageModalFrames(ask, controllerId),
    page: walletPage(window, String(params.jsId), merchantOrigin),
    fetch: reportingFetch(fetch, toOnEvent),
  })

  const groups = new Map<string, PayloomElements>()
  const elements = new Map<string, PayloomElement>()
  const callbacks = new Map<string, (...args: ReadonlyArray<unknown>) => unknown>()
  let nextCallback = 0

  /** Event payloads cross as JSON; their callbacks (an express click's `resolve`) stay here, by id. */
  const eventToWire = (payload: unknown): Json => toWire(payload, (value) => {
    if (typeof value !== 'function') return undefined
    const id = `c${++nextCallback}`
    callbacks.set(id, value as (...args: ReadonlyArray<unknown>) => unknown)
    return { $payloom: 'callback', id }
  })
  const forward = (elementId: string, element: PayloomElement, event: string): void => {
    element.on(event, (payload: unknown) => post({ kind: 'event', elementId, event, payload: eventToWire(payload) }))
  }
  // A call given an elements group reads the group's store (its session and values): a group this
  // controller does not hold (it refused the group's options, or was reloaded) has none (controller.md §8).
  const argsFromWire = (args: Json): unknown => fromWire(args, (reference) => {
    const found = reference.$payloom === 'elements' ? groups.get(reference.id) : reference.$payloom === 'element' ? elements.get(reference.id) : undefined
    if (found === undefined && reference.$payloom === 'elements') throw new Error('Could not retrieve elements store')
    if (found === undefined) throw new Error(`payloom: the ${reference.$payloom} this call names is not in this controller.`)
    return found
  })
  const field = (args: Json, key: string): Json => (typeof args === 'object' && args !== null && !Array.isArray(args) ? (args as Readonly<Record<string, Json>>)[key] ?? null : null)
  const elementOf = (args: Json): PayloomElement => {
    const element = elements.get(String(field(args, 'elementId')))
    if (element === undefined) throw new Error('payloom: no such element in this controller.')
    return element
  }
  const groupOf = (args: Json): PayloomElements => {
    const group = groups.get(String(field(args, 'groupId')))
    if (group === undefined) throw new Error('Could not find expected elements group')
    return group
  }
  const done = (): Json => null

  const handle = async ({ action, args }: ActionMessage): Promise<Json> => {
    switch (action) {
      case 'elements': {
        const id = String(field(args, 'groupId'))
        const group = payloom.elements(argsFromWire(field(args, 'options')) as never)
        groups.set(id, group)
        // Its session may assign the instance an arm of the experiment (a failed load is its elements' loaderror).
        const hosted = asGroup(group)
        void hosted?.ready.then(() => messaging.sessionLoaded(hosted.session()), () => undefined)
        return done()
      }
      case 'create': {
        const id = String(field(args, 'elementId'))
        naming = id
        const element = groupOf(args).create(field(args, 'type') as never, argsFromWire(field(args, 'options')))
        elements.set(id, element)
        alwaysForwarded.forEach((event) => forward(id, element, event))
        return done()
      }
      case 'listen': {
        const event = String(field(args, 'event'))
        if (!alwaysForwarded.includes(event)) forward(String(field(args, 'elementId')), elementOf(args), event)
        return done()
      }
      case 'mount':
        elementOf(args).mount(String(field(args, 'frame')) as never)
        return done()
      case 'update':
        elementOf(args).update(argsFromWire(field(args, 'options')))
        return done()
      case 'unmount': case 'focus': case 'blur': case 'clear': case 'collapse':
        elementOf(args)[action]()
        return done()
      case 'destroy': {
        elementOf(args).destroy()
        elements.delete(String(field(args, 'elementId')))
        return done()
      }
      case 'getValue':
        return eventToWire(await elementOf(args).getValue())
      case 'groupUpdate':
        await groupOf(args).update(argsFromWire(field(args, 'options')) as never)
        return done()
      case 'fetchUpdates':
        return eventToWire(await groupOf(args).fetchUpdates())
      case 'submit':
        return eventToWire(await groupOf(args).submit())
      case 'call': {
        const name = String(field(args, 'name'))
        if (!(paymentCallNames as ReadonlyArray<string>).includes(name)) throw new Error(`payloom: ${name} is not a payment call.`)
        const callArgs = argsFromWire(field(args, 'args'))
        const call = payloom[name as (typeof paymentCallNames)[number]] as (...values: ReadonlyArray<unknown>) => Promise<unknown>
        return toWire(await call(...(Array.isArray(callArgs) ? callArgs : [])), () => undefined)
      }
      case 'callback': {
        const callback = callbacks.get(String(field(args, 'callback')))
        const callArgs = argsFromWire(field(args, 'args'))
        callback?.(...(Array.isArray(callArgs) ? callArgs : []))
        return done()
      }
      case 'requestDone': {
        const seq = Number(field(args, 'seq'))
        // A dialog's answer; pageBrowser reads it as a DialogAnswer.
        pendingRequests.get(seq)?.(field(args, 'answer') ?? undefined)
        pendingRequests.delete(seq)
        return done()
      }
      default:
        throw new Error(`Unknown action: ${action}`)
    }
  }
  return handle
}

try {
  const handle = await start()
  // Actions are taken only from the page that made this frame, at its origin, with this instance's
  // marker; the origin validator's budget (wallet.md §5) shuts out a page that floods forgeries.
  const validator = makeOriginValidator(pageChannelId(sharedId), [merchantOrigin])
  window.addEventListener('message', (event) => {
    if (event.source !== page) return
    const verdict = validator.check(event)
    if (verdict.kind === 'ignored') return
    if (verdict.kind === 'rejected') return void console.warn(`payloom controller: ${verdict.error} (${verdict.reason}, ${event.origin}).`)
    const message = event.data as Partial<ActionMessage>
    if (message.kind !== 'action' || typeof message.seq !== 'number' || typeof message.action !== 'string') return void console.warn('payloom controller: ignored a malformed action.')
    const seq = message.seq
    handle(message as ActionMessage).then(
      (value) => post({ kind: 'result', seq, ok: true, value }),
      (error: unknown) => post({ kind: 'result', seq, ok: false, error: { name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) } }),
    )
  })
  post({ kind: 'ready' })
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(message)
  if (merchantOrigin !== '' && page !== window) post({ kind: 'failed', message })
}
