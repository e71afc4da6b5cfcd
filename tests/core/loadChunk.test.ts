import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiLimits } from '../../core/generated/limits.generated.ts'
import { ChunkLoadTimeout, loadChunk } from '../../core/loadChunk.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('loadChunk', () => {
  it('gives up after the spec\'s chunk load timeout (120 s), not a moment before', async () => {
    vi.useFakeTimers()
    let outcome: unknown
    loadChunk('the payment element', () => new Promise<never>(() => undefined)).then((value) => (outcome = value), (error: unknown) => (outcome = error))
    expect(apiLimits.chunkLoadTimeout).toBe(120_000)
    await vi.advanceTimersByTimeAsync(119_999)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toBeInstanceOf(ChunkLoadTimeout)
    expect((outcome as Error).message).toBe('payloom: the payment element did not load within 120 s. Check the connection and try again.')
  })

  it('passes on the module, or the failure, of a load that ends in time, and leaves no timer behind', async () => {
    vi.useFakeTimers()
    await expect(loadChunk('a module', async () => ({ answer: 42 }))).resolves.toEqual({ answer: 42 })
    await expect(loadChunk('a module', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toThrow(TypeError)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('loads a real module the way the SDK does', async () => {
    const { loadElementsSession } = await loadChunk('the elements session', () => import('../../core/session/elementsSession.ts'))
    expect(typeof loadElementsSession).toBe('function')
  })
})
