/**
 * Whether this browser is on a platform passkey login supports (wallet.md §4: "the platform is one
 * of two supported", which the spec does not name). Ours are the two places a passkey can live for
 * a web page: the device's own authenticator (Touch ID, Windows Hello, Android's screen lock: a
 * user-verifying platform authenticator) and a phone nearby reached by hybrid transport (the QR
 * code). A browser with neither has nowhere to keep or bring a passkey, so none is offered.
 */
export const passkeyPlatformSupported = async (): Promise<boolean> => {
  if (typeof PublicKeyCredential !== 'function') return false
  const credential = PublicKeyCredential as typeof PublicKeyCredential & {
    getClientCapabilities?: () => Promise<Readonly<Record<string, boolean | undefined>>>
  }
  const [platform, capabilities] = await Promise.all([
    credential.isUserVerifyingPlatformAuthenticatorAvailable().catch(() => false),
    credential.getClientCapabilities?.().catch(() => undefined),
  ])
  return platform || capabilities?.hybridTransport === true
}
