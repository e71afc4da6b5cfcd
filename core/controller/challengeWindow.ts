import { challengeWindows } from '../generated/limits.generated.ts'

/** A 3DS challenge window: its size code and its width and height in px (or '100%'). */
export type ChallengeWindow = (typeof challengeWindows)[number]

/**
 * The 3DS challenge window for a browser window's outer width (controller.md §7): the first size
 * whose bound the width is under, else full screen (also for a width that is not a number).
 */
export const challengeWindowFor = (outerWidth: number): ChallengeWindow =>
  // The table ends with the unbounded full-screen row, so something always matches.
  challengeWindows.find((window) => window.below === null || outerWidth < window.below)!
