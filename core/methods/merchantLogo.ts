/**
 * The merchant's logo a provider page may show (the elements session's `merchant_logo_url`: the
 * test wallet sheet, Link's modal): an https address, or one of the provider's own origin (the
 * sandbox serves the account's logo over http on its loopback address). Anything else, whoever put
 * it in a message, is not loaded: only the provider's image shows, and only as an <img>, never as CSS.
 */
export const merchantLogoSource = (url: unknown, providerOrigin: string): string | undefined => {
  if (typeof url !== 'string' || !URL.canParse(url)) return undefined
  const parsed = new URL(url)
  if (parsed.username !== '' || parsed.password !== '') return undefined
  return parsed.protocol === 'https:' || parsed.origin === providerOrigin ? parsed.href : undefined
}
