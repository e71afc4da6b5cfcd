import type { ElementFormProps } from '../../plugin/ElementDefinition.ts'
import type { AddressView } from './addressView.ts'

/** The `id` of the option at `index` of a list: what the street line's `aria-activedescendant` names. */
export const suggestionId = (listId: string, index: number): string => `${listId}-${index}`

export interface SuggestionListProps {
  readonly autocomplete: AddressView['autocomplete']
  readonly listId: string
  /** The element the form's messages speak for: the address element, or the suggestions frame's own id. */
  readonly elementId: string
  readonly send: ElementFormProps['send']
}

/**
 * The address suggestions as a listbox: the one list the address form shows under its street line
 * (same-page hosting) and the autocompleteSuggestions frame shows over the merchant's page
 * (isolated hosting). The pointer over it keeps it open while the street line loses focus (a click
 * on its way); a press picks a suggestion. The keyboard stays on the street line (AddressForm).
 */
export const SuggestionList = ({ autocomplete, listId, elementId, send }: SuggestionListProps) => {
  const action = (name: string, payload: { readonly [key: string]: string | boolean }) => send({ kind: 'action', elementId, action: name, payload })
  return (
    <ul id={listId} className="p-Dropdown" role="listbox" aria-label={autocomplete.label}
      onMouseEnter={() => action('autocompleteMouseInside', { inside: true })}
      onMouseLeave={() => action('autocompleteMouseInside', { inside: false })}>
      {autocomplete.suggestions.map((suggestion, index) => (
        <li key={suggestion.id} id={suggestionId(listId, index)} role="option" aria-selected={suggestion.highlighted}
          className={`p-DropdownItem${suggestion.highlighted ? ' p-DropdownItem--highlighted' : ''}`}
          // mousedown, not click: the street input keeps focus, and its blur does not close the list first.
          onMouseDown={(event) => {
            event.preventDefault()
            action('autocompleteSuggestionSelected', { id: suggestion.id })
          }}>
          {suggestion.description}
        </li>
      ))}
    </ul>
  )
}
