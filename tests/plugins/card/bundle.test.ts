import { describe, expect, it } from 'vitest'
import { bundlePages } from '../../../sandbox/demo/bundleExample.ts'
import data from '../../../data/card-brands.json' with { type: 'json' }

const logoOf = (input: string): string | undefined => /^core\/generated\/logos\/(\w+)\.generated\.ts$/.exec(input)?.[1]

describe('the card plugin in a merchant\'s bundle', () => {
  it('carries no logo in its own code, and can load only its brands\' logos and its own, each a chunk of its own', async () => {
    const files = [...(await bundlePages({ card: 'plugins/card/index.ts' }, '/assets')).values()]
    const entry = files.find((file) => file.path === '/assets/card.js')!
    expect(entry.inputs.filter((input) => logoOf(input) !== undefined)).toEqual([])
    const loadable = files.flatMap((file) => file.inputs.flatMap((input) => logoOf(input) ?? []))
    const brandLogos = new Set(Object.values(data.brands).map((brand) => brand.logo))
    expect(new Set(loadable)).toEqual(brandLogos)
    expect(brandLogos).toContain('card')
    expect(brandLogos).not.toContain('ideal')
    // One chunk a logo: showing Visa downloads Visa alone.
    for (const file of files.filter((f) => f.inputs.some((input) => logoOf(input) !== undefined))) {
      expect(file.inputs.filter((input) => logoOf(input) !== undefined), file.path).toHaveLength(1)
    }
  }, 60_000)
})
