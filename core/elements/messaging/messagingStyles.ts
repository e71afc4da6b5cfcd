import type { StyleRule } from '../appearance/cssText.ts'
import { focusRing, unit, v } from '../appearance/ruleParts.ts'

/** The messaging elements' rules, added to the stylesheet when one mounts. */
export const messagingStyles: ReadonlyArray<StyleRule> = [
  ['.Messaging', { display: 'flex', flexDirection: 'column', gap: unit(1), color: v('colorText') }],
  // The text, the logos and the button wrap as words do on a narrow page.
  ['.MessagingLine', { margin: '0', display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: unit(1.5), rowGap: unit(1) }],
  ['.MessagingLogos', { display: 'inline-flex', gap: unit(1) }],
  [':where(.MessagingLogos) .Logo', { width: '2.4em', height: '1.6em' }],
  // A button in a sentence: underlined as a link would be, so it does not rely on its colour alone.
  ['.MessagingInfo', { textDecoration: 'underline' }],
  // The Afterpay element's ⓘ: a symbol, not a word, so no underline, and large enough to see and hit.
  ['.MessagingInfo--icon', { textDecoration: 'none', fontSize: '1.25em', lineHeight: '1', padding: `0 ${unit(1)}` }],
  ['.MessagingInfo:focus-visible', focusRing],
]
