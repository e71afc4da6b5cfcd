import type { ElementFormProps } from '../../plugin/ElementDefinition.ts'

/** One currency the shopper may pay in: the amount in it, formatted for their locale, and its name. */
export type CurrencyChoice = {
  readonly currency: string
  readonly amount: string
  readonly name: string
  readonly selected: boolean
}

/** What the currency selector's form shows; no choices: nothing (the session offers no other currency). */
export type CurrencySelectorView = {
  readonly legend: string
  readonly choices: ReadonlyArray<CurrencyChoice>
  /** The rate and its fee, while the shopper pays in another currency than the merchant's. */
  readonly rate: string | null
  /** Said while the amounts are reloaded in the currency picked. */
  readonly status: string
  readonly error: string | null
}

/**
 * A radio group, one choice per currency, each with its amount: the arrow keys move between
 * them as in any radio group, and picking one asks the controller to pay in it. The status line
 * says when the amounts reload; a failure is announced.
 */
export const CurrencySelectorForm = ({ view, send, elementId }: ElementFormProps) => {
  const { legend, choices, rate, status, error } = view as unknown as CurrencySelectorView
  if (choices.length === 0) return null
  const rateId = `${elementId}-rate`
  return (
    <fieldset className="p-CurrencySelector" aria-busy={status !== ''} {...(rate === null ? {} : { 'aria-describedby': rateId })}>
      <legend className="p-Label">{legend}</legend>
      <div className="p-CurrencyChoices">
        {choices.map((choice) => (
          <label key={choice.currency} className={`p-CurrencyChoice${choice.selected ? ' p-CurrencyChoice--selected' : ''}`}>
            <input
              type="radio"
              name={`${elementId}-currency`}
              value={choice.currency}
              data-field={choice.selected ? 'currency' : undefined}
              checked={choice.selected}
              onChange={() => send({ kind: 'action', elementId, action: 'select', payload: choice.currency })}
            />
            <span className="p-CurrencyAmount">{choice.amount}</span>
            <span className="p-CurrencyName">{choice.name}</span>
          </label>
        ))}
      </div>
      {rate === null ? null : <p className="p-CurrencyRate" id={rateId}>{rate}</p>}
      <p className="p-CurrencyStatus" role="status">{status}</p>
      {error === null ? null : <p className="p-Error" role="alert">{error}</p>}
    </fieldset>
  )
}
