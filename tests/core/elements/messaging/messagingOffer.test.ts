import { describe, expect, it } from 'vitest'
import { affirm } from 'payloom/plugins/affirm'
import { afterpayClearpay } from 'payloom/plugins/afterpay_clearpay'
import { alma } from 'payloom/plugins/alma'
import { klarna } from 'payloom/plugins/klarna'
import { zip } from 'payloom/plugins/zip'
import { messagingOffer } from '../../../../core/elements/messaging/messagingOffer.ts'

const plugins = [klarna(), afterpayClearpay(), affirm(), zip(), alma()]
const offered = (requested: ReadonlyArray<string> | undefined, amount: number, currency: string, country: string) =>
  messagingOffer(plugins, requested, { amount, currency, country })

describe('which methods a messaging element speaks of', () => {
  it('offers, in the plugins\' order, the methods that take the currency, the amount and the country and have a plan there', () => {
    const { offers, reasons } = offered(undefined, 10_000, 'usd', 'US')
    expect(offers.map((offer) => [offer.type, offer.name])).toEqual([['klarna', 'Klarna'], ['afterpay_clearpay', 'Afterpay'], ['affirm', 'Affirm'], ['zip', 'Zip']])
    expect(reasons).toEqual(['Alma (alma) is offered for payments in eur, not usd.'])
  })

  it('names Afterpay Clearpay in the UK and follows the merchant\'s order', () => {
    const { offers } = offered(['afterpay_clearpay', 'klarna'], 5000, 'gbp', 'GB')
    expect(offers.map((offer) => [offer.name, offer.plan.kind === 'interest_free' ? offer.plan.count : 0])).toEqual([['Clearpay', 4], ['Klarna', 3]])
  })

  it('says why each method is left out: amount bounds, country, no plan there, no plugin', () => {
    expect(offered(['affirm'], 4999, 'usd', 'US').reasons).toEqual(['Affirm (affirm) needs at least 5000 (usd, minor units); this payment is 4999.'])
    expect(offered(['afterpay_clearpay'], 400_001, 'usd', 'US').reasons).toEqual(['Afterpay / Clearpay (afterpay_clearpay) takes at most 400000 (usd, minor units); this payment is 400001.'])
    expect(offered(['alma'], 10_000, 'eur', 'DE').reasons).toEqual(['alma is offered to shoppers in FR, IT, ES, BE, NL, LU, not DE.'])
    expect(offered(['zip'], 10_000, 'aud', 'AU').reasons).toEqual(['zip has no instalment plan on file for shoppers in AU.'])
    expect(messagingOffer([klarna()], ['affirm'], { amount: 10_000, currency: 'usd', country: 'US' }).reasons)
      .toEqual(['affirm has no plugin: import it from \'payloom/plugins/affirm\' and pass it to createPayloom().'])
  })
})
