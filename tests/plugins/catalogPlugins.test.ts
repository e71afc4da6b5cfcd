import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { hostedTypes } from '../../frames/hostedPlugins.ts'
import { factoryName } from '../../core/plugin/factoryName.ts'
import { methodCatalog, mandateMethods, offSessionMethods, saveableMethods } from '../../core/generated/paymentMethods.generated.ts'
import type { MethodFacts } from '../../core/methods/MethodFacts.ts'
import type { PaymentMethodPlugin } from '../../core/plugin/contract.ts'

const root = resolve(import.meta.dirname, '../..')
const pluginFolders = readdirSync(join(root, 'plugins'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()
const catalogTypes = Object.keys(methodCatalog) as ReadonlyArray<keyof typeof methodCatalog>
const readme = readFileSync(join(root, 'README.md'), 'utf8')

const pluginOf = async (type: string): Promise<PaymentMethodPlugin> => {
  const module = await import(`../../plugins/${type}/index.ts`) as Readonly<Record<string, () => PaymentMethodPlugin>>
  return module[factoryName(type)]!()
}

describe('the method catalog as plugins', () => {
  it('the provider hosts every plugin folder, and nothing else', () => {
    expect([...hostedTypes].sort()).toEqual(pluginFolders)
  })

  it.each(pluginFolders)('%s exports its camelCase factory, which makes the plugin of its type', async (type) => {
    const plugin = await pluginOf(type)
    expect(plugin.type).toBe(type)
    // The wallets among them: Link lives beside the methods, in the other elements; the others have their express buttons.
    // The buy button and the pricing table are wallets with neither: they only bring their element.
    expect(plugin.kind).toBe(['apple_pay', 'buy_button', 'demo_pay', 'google_pay', 'link', 'pricing_table'].includes(type) ? 'wallet' : 'payment_method')
  })

  it.each(catalogTypes.filter((type) => existsSync(join(root, 'plugins', type))))('%s takes its settings from the spec\'s sets and its family, and is offered exactly in its currencies', async (type) => {
    const plugin = await pluginOf(type)
    const facts: MethodFacts = methodCatalog[type]
    expect(plugin.settings.saveable).toBe((saveableMethods as ReadonlyArray<string>).includes(type))
    expect(plugin.settings.mandate).toBe((mandateMethods as ReadonlyArray<string>).includes(type))
    expect(plugin.settings.offSession).toBe((offSessionMethods as ReadonlyArray<string>).includes(type))
    // The catalog's countries (the spec's method country defaults and bank-debit regions) are where it is offered.
    expect(plugin.settings.countries).toEqual(facts.countries)
    expect(plugin.settings.redirect).toBe(facts.family === 'redirect' ? 'always' : 'never')
    for (const currency of ['usd', 'eur', 'gbp', 'mxn', 'sgd', 'inr', 'krw', 'jpy']) {
      const offered = plugin.availability({ intentType: 'payment_intent', currency }).available
      expect(offered, currency).toBe((facts.currencies as ReadonlyArray<string>).includes(currency))
    }
  })

  it('the README lists every catalog type, with its plugin or the reason it has none', () => {
    for (const type of catalogTypes) {
      const row = readme.split('\n').find((line) => line.startsWith(`| ${type} (`))
      expect(row, type).toBeDefined()
      if (existsSync(join(root, 'plugins', type))) expect(row).toContain(`\`${factoryName(type)}()\` from \`payloom/plugins/${type}\``)
      else expect(readme).toContain(`Not offered yet: **${type}**`)
    }
  })
})
