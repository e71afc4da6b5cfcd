import type { ElementFormProps } from '../../plugin/ElementDefinition.ts'

/** One price as the form shows it: formatted for the shopper, with its button's text. */
export type ShownItem = {
  readonly link: string
  readonly name: string
  readonly description: string | null
  readonly amount: string
}

/** What the buy button's or the pricing table's form renders. */
export type EmbedView = {
  readonly kind: 'buyButton' | 'pricingTable'
  /** Until the offer is read (or refused): nothing to press yet. */
  readonly loading: boolean
  readonly items: ReadonlyArray<ShownItem>
  /** The buy button's text (with its price), or each price's button in the table. */
  readonly action: string
  /** The table's name for screen readers. */
  readonly listLabel: string
  /** Said while checkout opens; announced. */
  readonly status: string
  /** Why checkout cannot open, in the shopper's language; announced. */
  readonly error: string | null
  /** The link being opened: every button waits meanwhile. */
  readonly opening: string | null
}

/**
 * A button, or a list of prices each with a button, whose press asks the controller to open
 * checkout for that link. The status line says checkout is opening; a failure replaces nothing the
 * shopper needs but is announced, and a refusal at load shows instead of buttons that cannot work.
 */
export const EmbedForm = ({ view, send, elementId }: ElementFormProps) => {
  const shown = view as unknown as EmbedView
  const choose = (link: string) => (): void => send({ kind: 'action', elementId, action: 'choose', payload: link })
  const status = (
    <>
      <p className="p-EmbedStatus" role="status">{shown.status}</p>
      {shown.error === null ? null : <p className="p-Error" role="alert">{shown.error}</p>}
    </>
  )
  if (shown.loading || shown.items.length === 0) return status
  const busy = shown.opening !== null
  if (shown.kind === 'buyButton') {
    const [item] = shown.items
    return (
      <div aria-busy={busy}>
        <button type="button" className="p-EmbedButton" data-field="button" disabled={busy} onClick={choose(item!.link)}>{shown.action}</button>
        {status}
      </div>
    )
  }
  return (
    <div aria-busy={busy}>
      <ul className="p-PricingTable" aria-label={shown.listLabel}>
        {shown.items.map((item, index) => {
          const about = `${elementId}-price-${index}`
          return (
            <li key={item.link} className="p-PricingItem">
              <p className="p-PricingName" id={`${about}-name`}>{item.name}</p>
              {item.description === null ? null : <p className="p-PricingDescription">{item.description}</p>}
              <p className="p-PricingAmount" id={`${about}-amount`}>{item.amount}</p>
              <button type="button" className="p-EmbedButton" {...(index === 0 ? { 'data-field': 'button' } : {})} aria-describedby={`${about}-name ${about}-amount`} disabled={busy} onClick={choose(item.link)}>{shown.action}</button>
            </li>
          )
        })}
      </ul>
      {status}
    </div>
  )
}
