import type * as Phone from '../../validation/contact/phone.ts'
import { loadChunk } from '../../loadChunk.ts'

// libphonenumber is the biggest dependency payloom has: it loads with the first phone field
// shown, not with the address element (the issue's budget: "the phone library loaded only when a
// phone field is shown").
let loaded: typeof Phone | undefined

/** Loads the phone rules; resolves at once when they are here already. */
export const loadPhoneRules = async (): Promise<typeof Phone> => (loaded ??= await loadChunk('the phone rules', () => import('../../validation/contact/phone.ts')))

/** The phone rules, once loaded; until then a phone is checked for presence only. */
export const phoneRules = (): typeof Phone | undefined => loaded
