import { randomBytes } from 'node:crypto'

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

const randomText = (length: number): string => {
  const bytes = randomBytes(length)
  let text = ''
  for (const byte of bytes) text += alphabet[byte % alphabet.length]
  return text
}

/** A new object id in the provider's form: `pi_3Nx...`. */
export const newId = (prefix: string): string => `${prefix}_${randomText(24)}`

/** An intent's client secret: `pi_..._secret_...`, the only credential a publishable-key caller has for it. */
export const clientSecretFor = (id: string): string => `${id}_secret_${randomText(25)}`

/** The intent id inside a client secret, or undefined when it is not shaped like one. */
export const idOfClientSecret = (secret: string): string | undefined => /^((?:pi|seti)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(secret)?.[1]

/** Seconds since the epoch, as every `created` field. */
export const now = (): number => Math.floor(Date.now() / 1000)
