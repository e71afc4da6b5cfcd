import { posix } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundlePages } from '../../sandbox/demo/bundleExample.ts'

describe('the Afterpay / Clearpay plugin in a merchant\'s bundle', () => {
  it('carries its message element\'s code, the Clearpay logo among it, only in chunks that load when one is mounted', async () => {
    const files = await bundlePages({ afterpay: 'plugins/afterpay_clearpay/index.ts' }, '/assets')
    // What the page loads up front: the entry and what it imports statically, not `import()`.
    const upFront = new Set<string>()
    const visit = (path: string): void => {
      const file = files.get(path)
      if (file === undefined || upFront.has(path)) return
      upFront.add(path)
      for (const [, target] of file.text.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+)"/g)) visit(posix.join(posix.dirname(path), target!))
    }
    visit('/assets/afterpay.js')
    const messaging = (inputs: ReadonlyArray<string>) => inputs.filter((input) => input.startsWith('core/elements/messaging/') || input === 'core/generated/logos/clearpay.generated.ts')
    expect([...upFront].flatMap((path) => messaging(files.get(path)!.inputs))).toEqual([])
    const lazy = [...files.values()].filter((file) => !upFront.has(file.path)).flatMap((file) => messaging(file.inputs))
    expect(lazy).toContain('core/elements/messaging/messagingElement.tsx')
    expect(lazy).toContain('core/generated/logos/clearpay.generated.ts')
  }, 60_000)
})
