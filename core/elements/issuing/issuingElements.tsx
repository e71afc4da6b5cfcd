import { useEffect, useState, type CSSProperties } from 'react'
import type { ElementContext, ElementDefinition, ElementFormProps, ElementModel } from '../../plugin/ElementDefinition.ts'
import type { IssuingCardCopyButtonOptions, IssuingCardDisplayOptions, IssuingDetail, IssuingStyle } from '../../validation/options/issuingCard.ts'
import type { Json, ToController } from '../messages.ts'
import { readIssuingCard, shownIssuingCard, type IssuingCardDetails } from './issuingCard.ts'
import { issuingStyles } from './issuingStyles.ts'
import type { IssuingElementType } from './issuingTypes.ts'

/** The detail each display shows. */
const displayed: Readonly<Record<Exclude<IssuingElementType, 'issuingCardCopyButton'>, IssuingDetail>> = {
  issuingCardNumberDisplay: 'number',
  issuingCardCvcDisplay: 'cvc',
  issuingCardExpiryDisplay: 'expiry',
  issuingCardPinDisplay: 'pin',
}

/** A display's name for screen readers, and the copy button's, per detail. */
const labelKeys: Readonly<Record<IssuingDetail, string>> = { number: 'card.number_label', cvc: 'card.cvc_label', expiry: 'card.expiry_label', pin: 'issuing.pin_label' }
const copyKeys: Readonly<Record<IssuingDetail, string>> = { number: 'issuing.copy_number', cvc: 'issuing.copy_cvc', expiry: 'issuing.copy_expiry', pin: 'issuing.copy_pin' }
/** What a display shows while the card is read: the detail's shape. */
const shapes: Readonly<Record<IssuingDetail, string>> = { number: '•••• •••• •••• ••••', cvc: '•••', expiry: '••/••', pin: '••••' }

/** The number in four groups of four digits; the other details as they are. */
export const shownText = (detail: IssuingDetail, value: string): string => (detail === 'number' ? value.replace(/(\d{4})(?=\d)/g, '$1 ') : value)

/** An element's state: the card's details once read (for the options they were read with), or that the read failed. */
interface IssuingState {
  readonly details?: IssuingCardDetails
  readonly failed: boolean
  /** The card and key the state is about: an update() naming another card reads again. */
  readonly readOf?: string
}

/** What the form renders. The details go only to this element's frame, on the provider's origin. */
type IssuingView =
  | { readonly kind: 'display'; readonly label: string; readonly value?: string; readonly shape: string; readonly loading: string; readonly failed?: string; readonly style?: IssuingStyle['base'] }
  | { readonly kind: 'copy'; readonly label: string; readonly value?: string; readonly copied: string; readonly copyFailed: string }

const answer = (action: 'read' | 'failed', payload: Json): ReadonlyArray<ToController> => [{ kind: 'action', elementId: '', action, payload }]

const readOf = (context: ElementContext): string => {
  const { issuingCard, ephemeralKeySecret } = context.options as IssuingCardDisplayOptions
  return `${issuingCard} ${ephemeralKeySecret}`
}

/** The model of all five: a display reads the card (once per group); the copy button waits for the card its displays show. */
const issuingModel = (type: IssuingElementType): ElementModel<IssuingState> => {
  const detail = type === 'issuingCardCopyButton' ? undefined : displayed[type]
  // The merchant reads why on the console; the shopper reads that the card cannot show.
  const fail = (wanted: string | null) => (error: unknown): ReadonlyArray<ToController> => {
    console.error(`payloom ${type} element: ${error instanceof Error ? error.message : String(error)}`)
    return answer('failed', { readOf: wanted })
  }
  return {
    init: () => ({ failed: false }),
    reduce: (state, message) => {
      if (message.kind !== 'action') return state
      const payload = message.payload as { readonly readOf?: string; readonly details?: IssuingCardDetails } | null
      if (message.action === 'read') return { failed: false, details: payload!.details!, ...(payload?.readOf === undefined ? {} : { readOf: payload.readOf }) }
      // A failed read is not made again for the same card and key (its result is kept): an update() naming others reads anew.
      if (message.action === 'failed') return { failed: true, ...(payload?.readOf === undefined ? {} : { readOf: payload.readOf }) }
      return state
    },
    load: (state, context) => {
      if (detail === undefined) {
        if (state.details !== undefined || state.failed) return undefined
        return shownIssuingCard(context).then((details) => answer('read', { details }), fail(null))
      }
      const wanted = readOf(context)
      if (state.readOf === wanted) return undefined
      return readIssuingCard(context, context.options as IssuingCardDisplayOptions).then((details) => answer('read', { details, readOf: wanted }), fail(wanted))
    },
    view: (state, context): Json => {
      if (detail === undefined) {
        const { toCopy } = context.options as IssuingCardCopyButtonOptions
        return {
          kind: 'copy', label: context.t(copyKeys[toCopy]), copied: context.t('issuing.copied'), copyFailed: context.t('issuing.copy_failed'),
          ...(state.details === undefined ? {} : { value: state.details[toCopy] }),
        } satisfies IssuingView
      }
      const { style } = context.options as IssuingCardDisplayOptions
      return {
        kind: 'display', label: context.t(labelKeys[detail]), shape: shapes[detail], loading: context.t('common.loading'),
        ...(state.details === undefined || state.readOf !== readOf(context) ? {} : { value: shownText(detail, state.details[detail]) }),
        ...(state.failed && state.readOf === readOf(context) ? { failed: context.t('issuing.load_failed') } : {}),
        ...(style?.base === undefined ? {} : { style: style.base }),
      } satisfies IssuingView
    },
    // The merchant hears that the card shows, never what it shows.
    change: (state) => ({ elementType: type, empty: state.details === undefined, complete: state.details !== undefined }),
    submit: (state) => state,
    clear: (state) => state,
    firstField: () => undefined,
  }
}

/** A display: the detail, named for screen readers (visually, the merchant's page labels it). */
const Display = ({ view }: { readonly view: Extract<IssuingView, { kind: 'display' }> }) => (
  <div className="p-IssuingDisplay">
    <span className="p-IssuingLabel">{view.label}</span>
    {view.failed !== undefined
      ? <span className="p-Error" role="alert">{view.failed}</span>
      : view.value === undefined
        ? <span className="p-IssuingValue" style={view.style as CSSProperties | undefined}><span aria-hidden="true">{view.shape}</span><span className="p-IssuingLabel">{view.loading}</span></span>
        : <span className="p-IssuingValue" style={view.style as CSSProperties | undefined}>{view.value}</span>}
  </div>
)

const copyIcon = <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path fill="currentColor" d="M5 1.5A1.5 1.5 0 0 1 6.5 0h7A1.5 1.5 0 0 1 15 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 5 10.5zm1.5 0v9h7v-9zM1 5.5A1.5 1.5 0 0 1 2.5 4H4v1.5H2.5v9h7V13H11v1.5A1.5 1.5 0 0 1 9.5 16h-7A1.5 1.5 0 0 1 1 14.5z" /></svg>
const doneIcon = <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path fill="currentColor" d="M13.7 3.3a1 1 0 0 1 0 1.4l-7 7a1 1 0 0 1-1.4 0l-3-3a1 1 0 1 1 1.4-1.4L6 9.6l6.3-6.3a1 1 0 0 1 1.4 0z" /></svg>

/**
 * The copy button: it writes the detail to the clipboard from this frame, so the merchant's page
 * never holds it; a status line says it was copied (or could not be) for two seconds.
 */
const CopyButton = ({ view }: { readonly view: Extract<IssuingView, { kind: 'copy' }> }) => {
  const [status, setStatus] = useState<'' | 'copied' | 'failed'>('')
  useEffect(() => {
    if (status === '') return undefined
    const timer = setTimeout(() => setStatus(''), 2000)
    return () => clearTimeout(timer)
  }, [status])
  const copy = (): void => {
    if (view.value !== undefined) navigator.clipboard.writeText(view.value).then(() => setStatus('copied'), () => setStatus('failed'))
  }
  return (
    <div className="p-IssuingCopy">
      <button type="button" className="p-IssuingCopyButton" aria-label={view.label} title={view.label} disabled={view.value === undefined} onClick={copy}>
        {status === 'copied' ? doneIcon : copyIcon}
      </button>
      <span className="p-IssuingLabel" role="status">{status === 'copied' ? view.copied : status === 'failed' ? view.copyFailed : ''}</span>
    </div>
  )
}

const IssuingForm = ({ view }: ElementFormProps) => {
  const shown = view as unknown as IssuingView
  return shown.kind === 'copy' ? <CopyButton view={shown} /> : <Display view={shown} />
}

/** An issuing card element (payment-form.md §1 "Issuing-card display elements"); only the provider's frames render it. */
export const issuingElement = (type: IssuingElementType): ElementDefinition<IssuingState> => ({
  type,
  model: issuingModel(type),
  Form: IssuingForm,
  styles: issuingStyles,
})
