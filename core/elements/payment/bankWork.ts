import { linkBankAccount, searchBanks } from '../../confirm/bankLink.ts'
import type { BankPermission } from '../../plugin/bankLinking.ts'
import type { ElementContext } from '../../plugin/ElementDefinition.ts'
import type { Json, ToController } from '../messages.ts'
import type { BankWork } from './bankSearch.ts'

const answer = (action: string, payload?: Json): ReadonlyArray<ToController> => [{ kind: 'action', elementId: '', action, ...(payload === undefined ? {} : { payload }) }]

/**
 * Does what the payment element's bank search waits on and answers with the search's next action:
 * the provider's banks for a query (or the search failed); or, for the bank picked, the provider's
 * authorisation page in a modal frame (in isolated hosting, the merchant's page shows it at the
 * controller frame's request), then the account linked, a reset if the shopper cancelled, or a
 * failure. `permissions`: what else the bank shares (the method plugin's `bankLinkPermissions`).
 * Loaded with the first search, so a payment element without one never carries it.
 */
export const runBankWork = (work: BankWork, context: ElementContext, permissions: ReadonlyArray<BankPermission> = []): Promise<ReadonlyArray<ToController>> => {
  if (work.kind === 'search') {
    return context.runApi(searchBanks(work.query)).then(
      (banks) => answer('bankSearchBanks', { query: work.query, banks }),
      () => answer('bankSearchFailed', { query: work.query }),
    )
  }
  // No page to show the provider's authorisation in (model tests): linking fails, the banks stay.
  if (context.runFlow === undefined) return Promise.resolve(answer('bankSearchLinkFailed'))
  return context.runFlow(linkBankAccount({ kind: 'element', institution: work.bank.id, permissions })).then(
    (outcome) => (outcome.kind === 'linked' ? answer('bankSearchLinked', { account: { ...outcome.account } }) : answer('bankSearchReset')),
    () => answer('bankSearchLinkFailed'),
  )
}
