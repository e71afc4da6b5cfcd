import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Frame, Page } from 'playwright-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core's WCAG 2.2 A and AA rules, run in one document (the page, or one frame): the violations' ids and targets. */
export const axeViolations = async (target: Page | Frame): Promise<ReadonlyArray<string>> => {
  await target.evaluate(axeSource)
  return target.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }).axe
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
    return violations.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`)
  })
}
