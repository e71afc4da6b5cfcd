import { asGroup } from './elements/Elements.ts'
import type { ErrorAbout } from './errorReport.ts'
import { IntegrationError } from './errors/IntegrationError.ts'
import { isRecord } from './json/guards.ts'
import { loadChunk } from './loadChunk.ts'
import type { Runtime } from './runtime.ts'

/** How many errors one instance reports at most, each once: a page stuck in a failing loop sends a handful, not a flood. */
export const reportsPerInstance = 5

/** Reports an error of the SDK's own to the provider, through the lazily loaded error-reporting chunk. */
export type DefectReporter = (error: unknown, about: ErrorAbout) => void

// One reporter per instance (its runtime), shared by its payment and controller calls: one limit for both.
const reporters = new WeakMap<Runtime, DefectReporter>()

/**
 * The instance's reporter of the SDK's own unexpected errors (defects: a plugin's handler that
 * throws, a provider answer the code cannot read). A merchant's mistake (IntegrationError) is
 * theirs to fix and is not reported; a shopper's decline is a result, never an error. The
 * reporting code loads only when there is something to report (controller.md §2 "Lazily loaded chunks"); a report that
 * cannot be loaded or sent is dropped: reporting never changes what the call does.
 */
export const defectReporter = (runtime: Runtime): DefectReporter => {
  const known = reporters.get(runtime)
  if (known !== undefined) return known
  const reported = new Set<string>()
  const report: DefectReporter = (error, about) => {
    if (error instanceof IntegrationError) return
    const key = `${about.call}\n${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`
    if (reported.has(key) || reported.size >= reportsPerInstance) return
    reported.add(key)
    loadChunk('error reporting', () => import('./errorReport.ts'))
      .then(({ sendErrorReport }) => runtime.run(sendErrorReport(error, about)))
      .catch(() => undefined)
  }
  reporters.set(runtime, report)
  return report
}

/** The element type a call was given: the element itself, `{ element }`, or the first payment method element of `{ elements }`. */
const elementTypeOf = (first: unknown): string | undefined => {
  if (!isRecord(first)) return undefined
  if (typeof first.elementType === 'string') return first.elementType
  if (isRecord(first.element) && typeof first.element.elementType === 'string') return first.element.elementType
  return asGroup(first.elements)?.paymentMethodElements()[0]?.element.elementType
}

/** `calls`, each reporting the unexpected error it throws or rejects with (then throwing it all the same). */
export const reportingDefects = <Calls extends object>(calls: Calls, report: DefectReporter): Calls =>
  Object.fromEntries(Object.entries(calls).map(([call, method]) => {
    if (typeof method !== 'function') return [call, method]
    const reported = (error: unknown, args: ReadonlyArray<unknown>): never => {
      const element = elementTypeOf(args[0])
      report(error, element === undefined ? { call } : { call, element })
      throw error
    }
    return [call, (...args: ReadonlyArray<unknown>): unknown => {
      try {
        const result: unknown = (method as (...values: ReadonlyArray<unknown>) => unknown)(...args)
        return result instanceof Promise ? result.catch((error: unknown) => reported(error, args)) : result
      } catch (error) {
        return reported(error, args)
      }
    }]
  })) as Calls
