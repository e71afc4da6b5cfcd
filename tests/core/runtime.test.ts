import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { makeRuntime } from '../../core/runtime.ts'

/** How many times each locale's catalog chunk was asked for, and which ones fail to load. */
const chunks = vi.hoisted(() => ({ failing: new Set<string>(), loads: new Map<string, number>() }))

vi.mock('../../core/generated/locales/index.generated.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../core/generated/locales/index.generated.ts')>()
  const loaders = Object.fromEntries(Object.entries(original.catalogLoaders).map(([locale, load]) => [locale, () => {
    chunks.loads.set(locale, (chunks.loads.get(locale) ?? 0) + 1)
    return chunks.failing.has(locale) ? Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${locale}.generated.js`)) : load()
  }]))
  return { ...original, catalogLoaders: loaders }
})

const runtime = (locale: string) => makeRuntime({ apiBase: 'http://localhost:4242', publishableKey: 'pk_test_payloomsandbox', apiVersion: '2020-08-27', locale })

let logged: MockInstance<typeof console.error>
beforeEach(() => {
  chunks.failing.clear()
  chunks.loads.clear()
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => logged.mockRestore())

describe("the runtime's catalog", () => {
  it('is loaded once and shared by every later call', async () => {
    const { catalog } = runtime('de')
    const [first, second] = await Promise.all([catalog(), catalog()])
    expect(await catalog()).toBe(first)
    expect(second).toBe(first)
    expect(first['common.pay']).toBe('Bezahlen')
    expect(chunks.loads.get('de')).toBe(1)
  })

  it('is loaded again after a failed load, so one lost request does not fail the page for ever', async () => {
    chunks.failing.add('en')
    const { catalog } = runtime('en')
    await expect(catalog()).rejects.toThrow('en.generated.js')
    chunks.failing.clear()
    expect((await catalog())['common.pay']).toBe('Pay')
    expect(await catalog()).toBe(await catalog())
    expect(chunks.loads.get('en')).toBe(2)
  })

  it("keeps English once the shopper's catalog failed and English showed", async () => {
    chunks.failing.add('fr')
    const { catalog } = runtime('fr')
    expect((await catalog())['common.pay']).toBe('Pay')
    chunks.failing.clear()
    expect((await catalog())['common.pay']).toBe('Pay')
    expect(chunks.loads.get('fr')).toBe(1)
    expect(logged).toHaveBeenCalledWith('payloom: locale_load_error: the fr messages could not load; showing English instead.', expect.any(TypeError))
  })
})
