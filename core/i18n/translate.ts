import type { Catalog, MessageKey } from '../generated/locales/index.generated.ts'

/** Fills `{name}` placeholders; a missing parameter leaves the placeholder visible rather than "undefined". */
export const formatMessage = (template: string, params: Readonly<Record<string, string | number>> = {}): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))

/** The shopper-facing text of a message key in a loaded catalog. */
export const translate = (catalog: Catalog, key: MessageKey, params?: Readonly<Record<string, string | number>>): string =>
  formatMessage(catalog[key], params)
