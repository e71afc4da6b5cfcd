import type { ElementDefinition, ElementFormProps } from '../../plugin/ElementDefinition.ts'
import type { AddressView } from './addressView.ts'
import { SuggestionList } from './SuggestionList.tsx'

/** What the autocompleteSuggestions frame renders: its address element's suggestions part of the view. */
export type SuggestionsView = AddressView['autocomplete']

/** The suggestions frame's form: the address form's list, while it is open (the frame is hidden otherwise). */
const SuggestionsForm = ({ view, send, elementId }: ElementFormProps) => {
  const autocomplete = view as unknown as SuggestionsView
  return autocomplete.open ? <SuggestionList autocomplete={autocomplete} listId={`${elementId}-list`} elementId={elementId} send={send} /> : null
}

/**
 * The autocompleteSuggestions element (controller.md §1's helper elements), as its frame shows it:
 * in isolated hosting the address element's suggestions are a frame of their own laid over the
 * merchant's page under the street line, which the SDK makes (frames/suggestionsFrames.ts); a
 * merchant never creates one. It has no model: its view is the address element's, and what the
 * shopper does in it (the pointer over the list, a suggestion picked) is the address element's action.
 */
export const autocompleteSuggestionsElement: Pick<ElementDefinition, 'Form'> = { Form: SuggestionsForm }
