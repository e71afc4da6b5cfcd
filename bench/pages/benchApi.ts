/** What a bench page exposes as `window.bench` for bench/browser.ts to drive. Times are performance.now() ms, taken in the page. */
export interface BenchPage {
  /** Mounts a fresh payment (or card) element; resolves with the ms from mount() to its ready event, or undefined after `timeoutMs`. */
  readonly mountToReady: (timeoutMs: number) => Promise<number | undefined>
  /** Mounts an element to type into and starts timing each key press (keydown) to the change event that follows. */
  readonly startTyping: (timeoutMs: number) => Promise<boolean>
  /** The keystroke -> change latencies recorded so far. */
  readonly keystrokes: () => ReadonlyArray<number>
}

declare global {
  interface Window {
    bench: BenchPage
  }
}
