/** What a bench page exposes as `window.bench` for bench/browser.ts to drive. Times are performance.now() ms, taken in the page. */
export interface BenchPage {
  /** Mounts a fresh payment (or card) element; resolves with the ms from mount() to its ready event, or undefined after `timeoutMs`. */
  readonly mountToReady: (timeoutMs: number) => Promise<number | undefined>
  /** Mounts an element to type into and starts timing each key press (keydown) to the change event that follows. */
  readonly startTyping: (timeoutMs: number) => Promise<boolean>
  /** The keystroke -> change latencies recorded so far. */
  readonly keystrokes: () => ReadonlyArray<number>
}

/**
 * Times each key press to the change the library reports next: the keydown is caught on the
 * window in the capture phase, before the form's own listeners; `changed` is the library's change callback.
 */
export const keystrokeTimer = (): { readonly changed: () => void; readonly latencies: ReadonlyArray<number> } => {
  const latencies: number[] = []
  let keyDownAt: number | undefined
  window.addEventListener('keydown', () => { keyDownAt = performance.now() }, { capture: true })
  return {
    changed: () => {
      if (keyDownAt === undefined) return
      latencies.push(performance.now() - keyDownAt)
      keyDownAt = undefined
    },
    latencies,
  }
}

/**
 * What the isolated-hosting bench page (isolatedPage.ts) exposes as `window.isolatedBench`. Its
 * elements are frames on the sandbox's origin; each mount takes a payment intent's client secret.
 */
export interface IsolatedBenchPage {
  /** Mounts a payment element for `clientSecret`; resolves with the ms from mount() to the ready event (then destroys it), or undefined after `timeoutMs`. */
  readonly mountToReady: (clientSecret: string, timeoutMs: number) => Promise<number | undefined>
  /** Mounts a payment element to type into; from then on each change event's time is recorded. */
  readonly startTyping: (clientSecret: string, timeoutMs: number) => Promise<boolean>
  /** When each change event reached this page: performance.timeOrigin + performance.now(), ms since the epoch. */
  readonly changes: () => ReadonlyArray<number>
}

declare global {
  interface Window {
    bench: BenchPage
    isolatedBench: IsolatedBenchPage
  }
}
