import { createContext, useContext, useState } from 'react'

/**
 * What a form's fields show: the controller's view, or the shopper's own input where it is newer.
 *
 * A form numbers the messages it sends (1, 2, 3...), and each view says the number of the last one
 * the controller had applied when it made the view (`seq`). In inline hosting a view comes back
 * within the keystroke; in isolated hosting the round trip to the controller frame takes a while,
 * and when the frames' messages are posted (another origin, or a direct hand-over that failed:
 * core/elements/frameTransport.ts) each hop waits a task. Meanwhile the shopper goes on typing:
 * a view can reach the form before the next key and reach the field (React's commit, a task
 * later) after it, and a checkbox React controls shows the view's state, unticked, until the
 * view answering the click comes. So the rule, for every field:
 *
 *   a field shows its view's value unless the shopper changed the field since the message the
 *   view answers; then it keeps what the shopper typed or ticked, until a view answering that
 *   input (or a later one) comes.
 *
 * A view answering the field's latest input has applied it (messages reach the controller in
 * order), so it never takes back a key; the controller's own changes (formatting, a value it
 * sets) show with the first view that answers the shopper's latest input.
 */
export const viewIsOlder = (viewSeq: number | undefined, inputSeq: number): boolean => viewSeq !== undefined && viewSeq < inputSeq

/** The view a form renders, as its fields need to know it. */
export interface ShownView {
  /** How many views the form has rendered: each sets the fields' values again (FormField). */
  readonly version: number
  /** The last form message the view answers; undefined where views answer everything (no FormHost). */
  readonly seq: number | undefined
  /** The number of the last message the form has sent: read right after a field sends its input. */
  readonly sent: () => number
}

export const ShownView = createContext<ShownView>({ version: 0, seq: undefined, sent: () => 0 })

/** The shopper's latest input to a field and the number of the message that sent it. */
export interface ShopperInput<Value> {
  readonly value: Value
  readonly seq: number
}

/** What a field shows, by the rule above. */
export const shownValue = <Value>(viewValue: Value, viewSeq: number | undefined, input: ShopperInput<Value> | undefined): Value =>
  input !== undefined && viewIsOlder(viewSeq, input.seq) ? input.value : viewValue

/**
 * A field React controls (a checkbox) by the rule above: the value to show, and what to call
 * right after sending the shopper's input, so the field shows it at once.
 */
export const useShownValue = <Value>(viewValue: Value): readonly [Value, (value: Value) => void] => {
  const view = useContext(ShownView)
  const [input, setInput] = useState<ShopperInput<Value> | undefined>(undefined)
  return [shownValue(viewValue, view.seq, input), (value) => setInput({ value, seq: view.sent() })]
}
