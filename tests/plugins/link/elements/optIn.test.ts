import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ShownMethod } from 'payloom'
import { card } from 'payloom/plugins/card'
import { initialFieldState, patchFields } from '../../../../core/elements/forms/fieldState.ts'
import { boxTouched, optInChecked } from '../../../../plugins/link/elements/optIn.ts'

/**
 * payment-form.md §5 "Link opt-in resets when the country changes, unless touched": the sign-up
 * box under the card form, through the card form's own values and the core's field state.
 */
const start = () => initialFieldState(card().defaults(undefined) as Record<string, unknown>)
/** The card form as Link's part sees it under the payment element. */
const shownOf = (state: ReturnType<typeof start>): ShownMethod => ({ type: 'card', ...state })

const change = fc.oneof(
  fc.record({ country: fc.constantFrom('US', 'GB', 'FR', 'DE', 'CA', 'JP') }),
  fc.record({ linkOptIn: fc.boolean() }),
  fc.record({ postalCode: fc.string({ maxLength: 6 }), number: fc.string({ maxLength: 4 }) }),
)

describe('the Link sign-up box and the card form around it', () => {
  it('an untouched box is the opt-in mode\'s default through any change of country; a touched one is as the shopper left it', () => {
    fc.assert(fc.property(fc.boolean(), fc.array(change, { maxLength: 12 }), (checkedByDefault, changes) => {
      let form = start()
      let last: boolean | undefined
      for (const patch of changes) {
        form = patchFields(form, patch)
        if ('linkOptIn' in patch) last = patch.linkOptIn
        expect(boxTouched(shownOf(form))).toBe(last !== undefined)
        expect(optInChecked(shownOf(form), checkedByDefault)).toBe(last ?? checkedByDefault)
      }
    }))
  })

  it('FULL ticks it until the shopper unticks it, and a country change does not tick it again', () => {
    const unticked = patchFields(start(), { linkOptIn: false })
    expect(optInChecked(shownOf(start()), true)).toBe(true)
    expect(optInChecked(shownOf(patchFields(start(), { country: 'GB' })), true)).toBe(true)
    expect(optInChecked(shownOf(patchFields(unticked, { country: 'GB' })), true)).toBe(false)
    expect(optInChecked(shownOf(patchFields(patchFields(start(), { linkOptIn: true }), { country: 'FR' })), false)).toBe(true)
  })
})
