import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadPluginMessages, pluginMessages } from '../../../core/i18n/pluginMessages.ts'

afterEach(() => vi.restoreAllMocks())

describe('a plugin\'s strings by locale', () => {
  it('reads the nearest language of the chain, and when one fails to load logs locale_load_error and shows the next', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const plugin = {
      type: 'blik',
      messages: { en: { label: 'BLIK code', hint: 'Six digits' } },
      loadMessages: async (locale: string) => {
        if (locale === 'es-419') throw new TypeError('chunk failed')
        return locale === 'es' ? { label: 'Código BLIK' } : undefined
      },
    }
    await loadPluginMessages(plugin, ['es-419', 'es', 'en'])
    expect(pluginMessages(plugin, 'es-419')).toEqual({ label: 'Código BLIK', hint: 'Six digits' })
    expect(logged.mock.calls).toEqual([["payloom: locale_load_error: the blik plugin's es-419 messages could not load; showing the next language it has.", expect.any(TypeError)]])
  })
})
