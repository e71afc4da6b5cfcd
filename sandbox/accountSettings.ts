/**
 * The sandbox merchant's branding: the logo the provider's dashboard would hold for the account,
 * which the elements session names in `merchant_logo_url` (controller.md §3 "merchant info") and
 * wallet sheets show beside the business name. A test or the demo sets it with the test helper
 * below (secret key); it is kept in SQLite, as the card settings are, and served from the
 * sandbox's own origin at an address that changes with the image.
 */
import { createHash } from 'node:crypto'
import { ApiError } from './ApiError.ts'
import { commonParams } from './params.ts'
import type { PageReply } from './pages.ts'
import { ok, type Context } from './router.ts'
import { accountSettingRoutes, sandboxAccount } from './accountSettingRoutes.ts'
import { Kind, type Store } from './Store.ts'

/** The provider's limit for a branding image. */
export const maxLogoBytes = 512 * 1024

/** The image formats a logo may be in, as their content types. */
type LogoType = 'image/png' | 'image/svg+xml'

interface StoredLogo {
  readonly id: string
  /** The image, base64. */
  readonly data: string
  readonly type: LogoType
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The image's format by its bytes, whatever the uploader called it: a PNG, or an SVG document. */
const logoTypeOf = (bytes: Buffer): LogoType | undefined => {
  if (bytes.subarray(0, pngSignature.length).equals(pngSignature)) return 'image/png'
  // An SVG document: an optional XML declaration and comments, then the svg element.
  const text = bytes.toString('utf8').replace(/^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*/, '')
  return /^<svg[\s>]/.test(text) ? 'image/svg+xml' : undefined
}

const storedLogo = (store: Store): StoredLogo | undefined => store.get<StoredLogo, null>(Kind.accountSettings, sandboxAccount)?.body

const logoPath = '/account/logo/'
const extensions: Readonly<Record<LogoType, string>> = { 'image/png': 'png', 'image/svg+xml': 'svg' }

/** The logo's file name: a digest of the image, so a new logo is a new address (no cache keeps the old one). */
const fileNameOf = (logo: StoredLogo): string => `${createHash('sha256').update(logo.data).digest('hex').slice(0, 16)}.${extensions[logo.type]}`

/** Where the account's logo is served (the session's `merchant_logo_url`), or null when it has none. */
export const merchantLogoUrl = (store: Store, publicOrigin: string): string | null => {
  const logo = storedLogo(store)
  return logo === undefined ? null : `${publicOrigin}${logoPath}${fileNameOf(logo)}`
}

/** GET /account/logo/<digest>.<ext>: the account's logo, only at its current address. */
export const handleLogoPage = (store: Store, method: string, pathname: string): PageReply | undefined => {
  if (method !== 'GET' || !pathname.startsWith(logoPath)) return undefined
  const logo = storedLogo(store)
  if (logo === undefined || pathname.slice(logoPath.length) !== fileNameOf(logo)) return undefined
  return { status: 200, image: { contentType: logo.type, body: Buffer.from(logo.data, 'base64') } }
}

/** What the settings answer: the logo's address and format, never the image. */
const settingsBody = (store: Store, publicOrigin: string) => ({
  object: 'account_settings',
  logo_url: merchantLogoUrl(store, publicOrigin),
  logo_type: storedLogo(store)?.type ?? null,
})

/**
 * POST /v1/test_helpers/account_settings: `logo` is the image, base64 (a PNG or an SVG document, at
 * most 512 KB); an empty `logo` removes it.
 */
const update = (context: Context) => {
  context.params.only([...commonParams, 'logo'])
  const given = context.params.string('logo')
  if (given === undefined) {
    if (context.params.raw('logo') === '') context.store.delete(Kind.accountSettings, sandboxAccount)
    else throw ApiError.missingParam('logo')
    return ok(settingsBody(context.store, context.publicOrigin))
  }
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(given)) throw ApiError.invalidRequest('Invalid logo: give the image base64 encoded.', { param: 'logo' })
  const bytes = Buffer.from(given, 'base64')
  if (bytes.length > maxLogoBytes) throw ApiError.invalidRequest(`Invalid logo: the image is ${bytes.length} bytes; the most is ${maxLogoBytes}.`, { param: 'logo' })
  const type = logoTypeOf(bytes)
  if (type === undefined) throw ApiError.invalidRequest('Invalid logo: the image must be a PNG or an SVG document.', { param: 'logo' })
  context.store.put<StoredLogo, null>(Kind.accountSettings, { id: sandboxAccount, data: bytes.toString('base64'), type }, null)
  return ok(settingsBody(context.store, context.publicOrigin))
}

export const accountSettingsRoutes = accountSettingRoutes('account_settings', Kind.accountSettings, (context) => ok(settingsBody(context.store, context.publicOrigin)), update)
