import { describe, expect, it } from 'vitest'
import de from '../../core/methods/messages/de.ts'
import es from '../../core/methods/messages/es.ts'
import { methodStringsEn } from '../../core/methods/messages.ts'
import { loadMethodStrings } from '../../core/methods/methodStrings.ts'

describe('loadMethodStrings (the dialogs\' strings)', () => {
  it('reads a language, a regional tag through its parent, and English as it is', async () => {
    expect(await loadMethodStrings('de')).toEqual(de)
    expect(await loadMethodStrings('es-419')).toEqual(es)
    expect(await loadMethodStrings('en')).toEqual(methodStringsEn)
  })
})
