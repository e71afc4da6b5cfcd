import { ApiError } from '../ApiError.ts'
import type { Reader } from '../params.ts'

const paymentDetailsTypes = ['CARD', 'BANK_ACCOUNT'] as const

/** A list of saved payment details types (`types[]=CARD`), each one the wallet knows, or a 400 naming the bad one. */
export const readPaymentDetailsTypes = (params: Reader, key: string): readonly string[] | undefined => {
  const types = params.strings(key)
  types?.forEach((type, index) => {
    if (!(paymentDetailsTypes as readonly string[]).includes(type)) {
      throw ApiError.invalidRequest(`Invalid ${params.name(key)}[${index}]: must be one of ${paymentDetailsTypes.join(', ')}.`, { param: `${params.name(key)}[${index}]` })
    }
  })
  return types
}
