/**
 * What the wallet sends as benchmark_visitor_id's `sealed_result_base64` (wallet.md §7 names the
 * field, not what it holds; ours): a few signals of the device the shopper verified on, which the
 * provider weighs against who the verification proved them to be, to measure how well a device
 * alone would recognise a returning consumer. They are coarse (no canvas or audio fingerprint) and
 * not encrypted: "sealed" in that the wallet's own frame on the provider's origin collects and
 * sends them, out of the merchant page's reach. The JSON goes as base64 (UTF-8).
 */

/** The parts of a window the signals are read from. */
export interface DeviceView {
  readonly navigator: { readonly language: string; readonly languages: ReadonlyArray<string>; readonly hardwareConcurrency: number; readonly maxTouchPoints: number; readonly platform: string }
  readonly screen: { readonly width: number; readonly height: number; readonly colorDepth: number }
}

export interface DeviceSignals {
  /** `1280x720x24`: width, height and colour depth. */
  readonly screen: string
  /** The IANA time zone (`Europe/Paris`). */
  readonly timezone: string
  readonly languages: ReadonlyArray<string>
  readonly platform: string
  readonly cores: number
  readonly touchPoints: number
}

export const deviceSignals = ({ navigator, screen }: DeviceView): DeviceSignals => ({
  screen: `${screen.width}x${screen.height}x${screen.colorDepth}`,
  timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  languages: navigator.languages.length > 0 ? [...navigator.languages] : [navigator.language],
  platform: navigator.platform,
  cores: navigator.hardwareConcurrency,
  touchPoints: navigator.maxTouchPoints,
})

/** The signals as `sealed_result_base64`: their JSON, UTF-8, in base64. */
export const sealedResult = (signals: DeviceSignals): string => {
  const bytes = new TextEncoder().encode(JSON.stringify(signals))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
