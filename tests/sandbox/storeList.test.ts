import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { Kind, Store } from '../../sandbox/Store.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'payloom-store-'))
const store = new Store(dataDir)
afterAll(() => {
  store.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Walks a list the way the official libraries' auto-pagination does: starting_after the last id until has_more is false. */
const walkForward = (limit: number, where?: Readonly<Record<string, string>>): string[] => {
  const ids: string[] = []
  let after: string | undefined
  for (;;) {
    const page = store.list<{ id: string }, null>(Kind.refund, { limit, ...(where === undefined ? {} : { where }), ...(after === undefined ? {} : { startingAfter: after }) })!
    ids.push(...page.rows.map((row) => row.id))
    if (!page.hasMore) return ids
    after = page.rows.at(-1)!.id
  }
}

describe('Store.list: the provider\'s cursor pagination', () => {
  it('pages forward and backward over every object exactly once, newest first, for any page size and filter', () => {
    let run = 0
    fc.assert(fc.property(fc.array(fc.constantFrom('a', 'b'), { minLength: 0, maxLength: 30 }), fc.integer({ min: 1, max: 7 }), (owners, limit) => {
      run++
      const ids = owners.map((owner, i) => store.put(Kind.refund, { id: `re_${run}_${i}`, owner, run: String(run) }, null).id)
      const newestFirst = [...ids].reverse()
      expect(walkForward(limit, { run: String(run) })).toEqual(newestFirst)
      expect(walkForward(limit, { run: String(run), owner: 'a' })).toEqual(newestFirst.filter((id) => owners[ids.indexOf(id)] === 'a'))
      // Backward from the oldest: ending_before gives the newer neighbours, still newest first.
      if (ids.length > 0) {
        const before = store.list<{ id: string }, null>(Kind.refund, { limit, where: { run: String(run) }, endingBefore: ids[0]! })!
        expect(before.rows.map((row) => row.id)).toEqual(ids.slice(1, 1 + limit).reverse())
        expect(before.hasMore).toBe(ids.length - 1 > limit)
      }
    }), { numRuns: 60 })
  })

  it('gives nothing for a cursor that is not an object of the kind, and deletes', () => {
    store.put(Kind.customer, { id: 'cus_list_1' }, null)
    expect(store.list(Kind.refund, { limit: 10, startingAfter: 'cus_list_1' })).toBeUndefined()
    expect(store.delete(Kind.customer, 'cus_list_1')).toBe(true)
    expect(store.delete(Kind.customer, 'cus_list_1')).toBe(false)
    expect(store.get(Kind.customer, 'cus_list_1')).toBeUndefined()
  })
})
