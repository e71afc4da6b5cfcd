/// <reference types="googlepay" />
/**
 * Where Google Pay's API comes from: the page's own (the merchant loaded pay.js, or a browser has
 * it), else, in live mode only, Google's script from Google's host, added to the page once. Test
 * mode never loads it: the sandbox's test sheet stands in, and the sandbox machine is offline.
 */

/** Google Pay's API, as its script defines it: `google.payments.api`. */
export type GooglePayApi = Pick<typeof google.payments.api, 'PaymentsClient'>

/** Google's script, served only from Google's host. */
export const googlePayScriptUrl = 'https://pay.google.com/gp/p/js/pay.js'

/**
 * How long the button waits for Google's script before saying the browser cannot pay with it (the
 * spec sets no limit: long enough for a slow connection, short enough not to hold the button).
 */
export const googlePayScriptTimeout = 10_000

/** What of the page the loader touches. */
export interface GooglePayPage {
  /** Google Pay's API where the page has it. */
  present(): GooglePayApi | undefined
  /** Adds a script to the page: resolves once it ran, rejects if it could not load. */
  addScript(url: string): Promise<void>
}

export interface GooglePayLoader {
  /** The API: the page's, else (live mode only) that of Google's script, loaded once; undefined where neither. */
  api(live: boolean): Promise<GooglePayApi | undefined>
}

const within = <A>(promise: Promise<A>, ms: number): Promise<A> => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Google Pay's script did not load within ${ms} ms.`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** A loader for a page: the script is added at most once, however many buttons and groups ask. */
export const makeGooglePayLoader = (page: GooglePayPage, timeout = googlePayScriptTimeout): GooglePayLoader => {
  let loading: Promise<GooglePayApi | undefined> | undefined
  return {
    api: (live) => {
      const present = page.present()
      if (present !== undefined || !live) return Promise.resolve(present)
      // A failed load is not tried again on this page: the button stays hidden as unsupported.
      loading ??= within(page.addScript(googlePayScriptUrl), timeout).then(() => page.present(), () => undefined)
      return loading
    },
  }
}

type MaybeGoogle = { readonly google?: { readonly payments?: { readonly api?: Partial<GooglePayApi> } } }

/** The browser's page: `window.google.payments.api`, and a `<script>` in its head. */
export const browserPage: GooglePayPage = {
  present: () => {
    const api = (globalThis as MaybeGoogle).google?.payments?.api
    return typeof api?.PaymentsClient === 'function' ? { PaymentsClient: api.PaymentsClient } : undefined
  },
  addScript: (url) => new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.addEventListener('load', () => resolve())
    script.addEventListener('error', () => reject(new Error(`${url} did not load.`)))
    document.head.append(script)
  }),
}
