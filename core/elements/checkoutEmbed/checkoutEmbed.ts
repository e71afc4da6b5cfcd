import { formatAmount } from '../../i18n/formatAmount.ts'
import { intlLocale } from '../../i18n/intlLocale.ts'
import type { ElementContext, ElementDefinition, ElementModel } from '../../plugin/ElementDefinition.ts'
import type { Json, ToController } from '../messages.ts'
import { openCheckout, outcome, type EmbedCalls, type EmbedError, type OfferItem } from './embedCalls.ts'
import { EmbedForm, type EmbedView } from './EmbedForm.tsx'
import { embedStyles } from './embedStyles.ts'

/** What makes a buy button or a pricing table: its element type, the plugin whose strings it reads, its calls and option check. */
export interface EmbedSpec<Options> {
  readonly type: 'buyButton' | 'pricingTable'
  readonly plugin: 'buy_button' | 'pricing_table'
  readonly calls: EmbedCalls<Options>
  readonly validateOptions: NonNullable<ElementDefinition['validateOptions']>
}

/**
 * The offer once read, for the options it was read with (an update() naming another table reads
 * again), whether checkout cannot open (refused at load, or failed at a press), and the link
 * being opened.
 */
interface EmbedState {
  readonly items?: ReadonlyArray<OfferItem>
  readonly readOf?: string
  readonly failed: boolean
  readonly opening: string | null
}

const answer = (action: 'read' | 'readFailed', payload: Json): ReadonlyArray<ToController> => [{ kind: 'action', elementId: '', action, payload }]

/** The model of both: it reads the offer as it starts, and a press opens checkout for the link pressed. */
const embedModel = <Options>({ type, plugin, calls }: EmbedSpec<Options>): ElementModel<EmbedState, Options> => {
  const readOf = (context: ElementContext<Options>): string => JSON.stringify(context.options)
  // One read per options at a time: the group asks for pending work after every message.
  const reading = new Map<string, Promise<ReadonlyArray<ToController>>>()
  const t = (context: ElementContext<Options>, key: string, params?: Readonly<Record<string, string>>): string => context.t(`${plugin}:${key}`, params)
  return {
    init: () => ({ failed: false, opening: null }),
    reduce: (state, message) => {
      if (message.kind !== 'action') return state
      const payload = message.payload as unknown as { readonly readOf: string; readonly items?: ReadonlyArray<OfferItem> }
      if (message.action === 'read') return { items: payload.items!, readOf: payload.readOf, failed: false, opening: null }
      if (message.action === 'readFailed') return { readOf: payload.readOf, failed: true, opening: null }
      if (message.action === 'choose' && state.opening === null && state.items?.some((item) => item.link === message.payload) === true) {
        return { ...state, failed: false, opening: message.payload as string }
      }
      if (message.action === 'openFailed') return { ...state, failed: true, opening: null }
      return state
    },
    load: (state, context) => {
      const wanted = readOf(context)
      if (state.readOf === wanted) return undefined
      const pending = reading.get(wanted) ?? context.runApi(outcome(calls.read(context.options))).then((read) => {
        reading.delete(wanted)
        return 'ok' in read ? answer('read', { readOf: wanted, items: read.ok as unknown as Json }) : answer('readFailed', { readOf: wanted, error: read.error as unknown as Json })
      })
      reading.set(wanted, pending)
      return pending
    },
    // A refusal at load is the merchant's loaderror (the customer session may not enable this
    // component); a press opens checkout, and its failure is said to the shopper and logged.
    events: (message, state, context, host, previous) => {
      if (message.kind !== 'action') return []
      if (message.action === 'readFailed') {
        const { error } = message.payload as unknown as { readonly error: EmbedError }
        console.error(`payloom ${type} element: ${error.message}`)
        return [{ name: 'loaderror', payload: { elementType: type, error } }]
      }
      if (message.action !== 'choose' || previous?.opening !== null || state.opening === null || context.runFlow === undefined) return []
      const failed = (why: unknown): void => {
        console.error(`payloom ${type} element: checkout could not open:`, why)
        host.send({ kind: 'action', elementId: message.elementId, action: 'openFailed' })
      }
      context.runFlow(openCheckout(calls, context.options, state.opening)).then((opened) => {
        if (!('ok' in opened)) failed(opened.error.message)
      }, failed)
      return []
    },
    view: (state, context): EmbedView => {
      const locale = intlLocale(context.locale)
      const current = state.readOf === readOf(context)
      const items = current ? (state.items ?? []).map((item) => ({ link: item.link, name: item.name, description: item.description, amount: formatAmount(item.amount, item.currency, locale) })) : []
      return {
        kind: type,
        loading: !current,
        items,
        action: type === 'buyButton' ? t(context, 'buy', { amount: items[0]?.amount ?? '' }) : t(context, 'choose'),
        listLabel: t(context, 'prices'),
        status: !current ? context.t('common.loading') : state.opening === null ? '' : t(context, 'opening'),
        error: current && state.failed ? t(context, 'failed') : null,
        opening: state.opening,
      }
    },
    change: (state, context) => ({ elementType: type, empty: false, complete: state.readOf === readOf(context) && !state.failed }),
    submit: (state) => state,
    clear: (state) => state,
    firstField: (state) => (state.items === undefined ? undefined : 'button'),
  }
}

/** The element of a buy button or a pricing table: the same model and form in either hosting. */
export const checkoutEmbedElement = <Options>(spec: EmbedSpec<Options>): ElementDefinition => ({
  type: spec.type,
  model: embedModel(spec) as ElementModel<unknown>,
  Form: EmbedForm,
  styles: embedStyles,
  validateOptions: spec.validateOptions,
})
