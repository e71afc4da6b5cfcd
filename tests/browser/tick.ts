import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Ticks a checkbox, or picks a radio, in an element's frame, and waits until it shows checked.
 * Playwright's `check()` reads the state right after its click; a checkbox shows the tick at once
 * (core/react/shownView.ts), but a radio shows what the controller frame sends back, which a posted
 * message (a frame on another origin, a hand-over that failed, or any message of an instance in the
 * control arm of elements_direct_messaging_phase_1, about 5 %) brings a task later. The click
 * goes only to a box not checked yet (a second click would untick it).
 */
export const tick = async (box: Locator): Promise<void> => {
  if (!await box.isChecked()) await box.click()
  await expect.poll(() => box.isChecked()).toBe(true)
}
