/**
 * The provider's own hosts, where its API and frames live (controller.md §5 "The private api url
 * is accepted only for the provider's own domains"): the local sandbox's loopback names, and the
 * domains the provider serves from, which a provider that deploys payloom lists here (a domain
 * stands for its subdomains too). None is listed yet: the sandbox is the only provider.
 */
export const providerDomains: ReadonlyArray<string> = []

const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/** Whether an address is on one of the provider's own hosts (loopback: the sandbox on this machine). */
export const isProviderUrl = (url: string, domains: ReadonlyArray<string> = providerDomains): boolean => {
  const { hostname } = new URL(url)
  return loopback.test(hostname) || domains.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`))
}

const warned = new Set<string>()

/**
 * Warns, once per address, when createPayloom's `apiBase` (payloom's private api url: where its
 * calls go and its frames load from) is not on the provider's own domains. Never refuses it: a
 * provider may be self-hosted, or behind the merchant's own proxy.
 */
export const warnOfPrivateApiUrl = (apiBase: string): void => {
  const { origin } = new URL(apiBase)
  if (isProviderUrl(apiBase) || warned.has(origin)) return
  warned.add(origin)
  console.warn(`payloom: apiBase ${origin} is not one of the provider's own domains. The provider's API and frames are accepted there all the same; use it only for a provider you trust (your own, or your proxy of it).`)
}
