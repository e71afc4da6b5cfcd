import type { Mids } from './mids.ts'

/**
 * The merchant page's first-party cookies that carry the fraud-signal ids (the lazily loaded
 * cookies chunk, controller.md §2 "Lazily loaded chunks"), named and kept as Stripe.js keeps `__stripe_mid` and
 * `__stripe_sid`: the device's id for a year, the session's for 30 minutes after its last use.
 */
export const midsCookies = {
  muid: { name: '__payloom_mid', maxAge: 365 * 24 * 60 * 60 },
  sid: { name: '__payloom_sid', maxAge: 30 * 60 },
} as const

/** A random version 4 UUID; getRandomValues works on any page, secure or not (randomUUID does not). */
export const newBrowserId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const readCookie = (cookies: string, name: string): string | undefined =>
  cookies.split('; ').find((cookie) => cookie.startsWith(`${name}=`))?.slice(name.length + 1) || undefined

/** The cookie written, or undefined when the page does not keep it (cookies blocked). */
const keep = (page: Document, name: string, value: string, maxAge: number): string | undefined => {
  const secure = page.location?.protocol === 'https:' ? '; Secure' : ''
  page.cookie = `${name}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`
  return readCookie(page.cookie, name) === value ? value : undefined
}

/**
 * muid and sid of this page: read from its cookies, or made now, the first time a payment call
 * needs them; the session's cookie is renewed on each use. An id the page cannot keep (cookies
 * blocked, a sandboxed frame that throws on `document.cookie`) is left out: no payment fails for it.
 */
export const cookieMids = (page: Document = document): Mids => {
  try {
    const cookies = page.cookie
    const muid = readCookie(cookies, midsCookies.muid.name) ?? keep(page, midsCookies.muid.name, newBrowserId(), midsCookies.muid.maxAge)
    const sid = keep(page, midsCookies.sid.name, readCookie(cookies, midsCookies.sid.name) ?? newBrowserId(), midsCookies.sid.maxAge)
    return { ...(muid === undefined ? {} : { muid }), ...(sid === undefined ? {} : { sid }) }
  } catch {
    return {}
  }
}
