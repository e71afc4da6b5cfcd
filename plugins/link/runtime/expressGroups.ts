import type { WalletGroupHost } from 'payloom'
import { makeLinkWallet, type LinkWallet } from './linkWallet.ts'

/** A group's Link wallet as its express checkout button sees it: the wallet, its group, and its changes. */
export interface ExpressGroup {
  readonly wallet: LinkWallet
  readonly host: WalletGroupHost
  /** Calls `listener` after each change of the wallet, until the function it returns is called. */
  onChange(listener: () => void): () => void
}

/** The wallets of the elements groups one `link()` plugin serves. */
export interface LinkGroups {
  /** The plugin's `inGroup`: the group's wallet, kept for the express checkout button. */
  make(host: WalletGroupHost): LinkWallet
  /** The group whose express checkout element asks; undefined when no group has one mounted. */
  expressGroup(): ExpressGroup | undefined
}

/**
 * The express flow's context (core/plugin/expressSheet.ts `ExpressFlowContext`) names no elements
 * group, while Link's button pays as the group's consumer: the button's group is the one whose
 * express checkout element is mounted (the latest made where several groups have one, which a
 * checkout page does not).
 */
export const linkGroups = (): LinkGroups => {
  const groups: ExpressGroup[] = []
  return {
    make: (host) => {
      const listeners = new Set<() => void>()
      const wallet = makeLinkWallet({
        ...host,
        changed: () => {
          host.changed()
          listeners.forEach((listener) => listener())
        },
      })
      groups.push({
        wallet,
        host,
        onChange: (listener) => {
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      })
      return wallet
    },
    expressGroup: () => groups.findLast((group) => group.host.mountedElements().includes('expressCheckout')),
  }
}
