import type { ElementType } from '../../plugin/ElementDefinition.ts'

/** The issuing card elements (issue 13): four displays of a card's details and a button that copies one. */
export type IssuingElementType = Extract<ElementType, `issuingCard${string}`>
