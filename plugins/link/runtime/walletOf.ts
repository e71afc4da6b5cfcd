import type { ElementContext } from 'payloom'
import type { LinkWallet } from './linkWallet.ts'

/** The group's Link wallet, which the plugin's `inGroup` made; every Link element reads it. */
export const walletOf = (context: ElementContext): LinkWallet => {
  const wallet = context.wallets.link as LinkWallet | undefined
  // Only the Link plugin's elements ask, and the plugin makes the wallet of every group it serves.
  if (wallet === undefined) throw new Error('payloom: the Link wallet of this elements group is missing.')
  return wallet
}
