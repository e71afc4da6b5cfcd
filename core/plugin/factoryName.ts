/** A plugin's factory name: its type in camelCase (`sepa_debit` -> `sepaDebit`), as every plugin of plugins/ exports it. */
export const factoryName = (type: string): string => type.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

/** How a merchant registers the plugin of `type`, for messages that ask them to. */
export const registerHint = (type: string): string =>
  `import { ${factoryName(type)} } from 'payloom/plugins/${type}' and pass it to createPayloom(key, { plugins: [${factoryName(type)}()] })`
