import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import type { LogoData } from 'payloom'
import { card } from 'payloom/plugins/card'
import { Logo, cardBrandLogos } from 'payloom/react'
import { cardBrands, type CardBrand } from 'payloom/validation/card'

const root = resolve(import.meta.dirname, '../../..')
const methodTypes = Object.keys((JSON.parse(readFileSync(resolve(root, 'data/payment-methods/methods.json'), 'utf8')) as { methods: object }).methods)
/** The wallets and buy-now-pay-later methods the spec names beside the data's method types. */
const specMethods = ['apple_pay', 'google_pay', 'paypal', 'klarna', 'affirm', 'amazon_pay', 'link']

const logoOf = async (type: string): Promise<LogoData> => ((await import(/* @vite-ignore */ `payloom/logos/${type}`)) as { logo: LogoData }).logo

/** What every logo must be: named, 3:2, something to draw, and nothing but shapes and its own ids. */
const expectSound = (logo: LogoData): void => {
  expect(logo.name.trim()).not.toBe('')
  const [, , width, height] = logo.viewBox.split(' ').map(Number)
  expect(width! / height!).toBeCloseTo(1.5, 3)
  expect(logo.body).toMatch(/^<(g|path|rect|circle|defs|linearGradient|clipPath|mask|polygon)[ >/]/)
  expect(logo.body).not.toMatch(/<(script|style|image|foreignObject|a)\b|\son\w+=|javascript:|url\((?!#\{uid\}\d+\))|href="(?!#\{uid\}\d+")/i)
}

describe('every card brand and every payment method has a logo with an accessible name', () => {
  it.each(Object.keys(cardBrands) as CardBrand[])('card brand %s', async (brand) => {
    const logo = await cardBrandLogos[brand]()
    expectSound(logo)
    const named = renderToStaticMarkup(<Logo load={cardBrandLogos[brand]} label={cardBrands[brand].displayName} />)
    expect(named).toContain(`role="img" aria-label="${cardBrands[brand].displayName}"`)
  })

  it.each([...methodTypes, ...specMethods])('method %s, from payloom/logos', async (type) => {
    const logo = await logoOf(type)
    expectSound(logo)
    const load = () => logoOf(type)
    expect(renderToStaticMarkup(<Logo load={load} label={logo.name} />)).toContain(`role="img" aria-label="${logo.name}"`)
    // Beside its method's name (a tab), it is not read a second time.
    expect(renderToStaticMarkup(<Logo load={load} label={null} />)).toMatch(/^<svg[^>]* aria-hidden="true"[^>]*><\/svg>$/)
  })

  it('the card plugin gives its own logo through loadLogo', async () => {
    const logo = await card().loadLogo!()
    expect(logo).toEqual(await logoOf('card'))
  })
})
