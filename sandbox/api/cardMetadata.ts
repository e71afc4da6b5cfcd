import { ApiError } from '../ApiError.ts'
import { commonParams } from '../params.ts'
import { ok, type Route } from '../router.ts'
import { rangesOfBin } from '../testCards.ts'

/**
 * GET /v1/card_metadata?bin_prefix=424242: the networks of the cards whose numbers start with a
 * 6-digit BIN (controller.md §9 "Card network lookup uses a 6-digit prefix"), each account range
 * with its brand and number length (controller.md §3 "Card networks"), from the test cards'
 * ranges; none for a BIN of no test card (the form then goes by the number's own brand rules).
 */
export const cardMetadataRoutes: readonly Route[] = [{
  method: 'GET',
  pattern: '/v1/card_metadata',
  access: 'publishable',
  handle: (context) => {
    const params = context.params.only([...commonParams, 'bin_prefix'])
    const bin = params.requiredString('bin_prefix')
    if (!/^\d{6}$/.test(bin)) throw ApiError.invalidRequest('Invalid bin_prefix: the first 6 digits of a card number.', { param: 'bin_prefix' })
    return ok({ object: 'card_metadata', bin_prefix: bin, data: rangesOfBin(bin) })
  },
}]
