// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (locales/intl.generated.ts)
// Source: data/locales/locales.json
// Regenerate: npm run codegen
import type { Locale } from "./index.generated.ts"

/** The CLDR locale the runtime's Intl names and formats with, where it is not the tag (payloom's pt is European Portuguese). */
export const intlLocales = {
  pt: 'pt-PT',
  zh: 'zh-Hans',
  'zh-HK': 'zh-Hant-HK',
  'zh-TW': 'zh-Hant',
} as const satisfies Readonly<Partial<Record<Locale, string>>>
