import { describe, expect, it } from 'vitest'
import { newJsId, walletPage } from '../../../core/elements/walletPage.ts'

/** A window as walletPage reads it: its origin, its ancestors' origins (Chromium's list, nearest first) and whether it is the top. */
const windowAt = (origin: string, ancestors: ReadonlyArray<string> | undefined, isTop: boolean): Window => {
  const self = { location: { origin, ...(ancestors === undefined ? {} : { ancestorOrigins: ancestors }) } } as unknown as { top: unknown }
  self.top = isTop ? self : {}
  return self as unknown as Window
}

describe('walletPage: the instance and the merchant page a wallet\'s calls name (wallet.md §7)', () => {
  it('is the page itself inline, its top window the last of its ancestors, or itself where it is the top', () => {
    expect(walletPage(windowAt('https://shop.test', [], true), 'js_1')).toEqual({ jsId: 'js_1', host: 'shop.test', topLevelHost: 'shop.test' })
    expect(walletPage(windowAt('https://shop.test:8443', ['https://checkout.test', 'https://marketplace.test'], false), 'js_1'))
      .toEqual({ jsId: 'js_1', host: 'shop.test:8443', topLevelHost: 'marketplace.test' })
  })

  it('is the merchant\'s page, not the provider\'s, from the controller frame', () => {
    expect(walletPage(windowAt('https://provider.test', ['https://shop.test'], false), 'js_2', 'https://shop.test')).toEqual({ jsId: 'js_2', host: 'shop.test', topLevelHost: 'shop.test' })
  })

  it('leaves the top window out where the browser does not tell it (no ancestor list in a frame) or it is opaque', () => {
    expect(walletPage(windowAt('https://provider.test', undefined, false), 'js_3', 'https://shop.test')).toEqual({ jsId: 'js_3', host: 'shop.test' })
    expect(walletPage(windowAt('https://shop.test', ['null'], false), 'js_3')).toEqual({ jsId: 'js_3', host: 'shop.test' })
  })

  it('makes script ids of 24 hex digits, a new one each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newJsId))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/)
  })
})
