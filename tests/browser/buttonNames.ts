import type { Locator } from 'playwright-core'

/**
 * The accessible names of the buttons inside `scope`, in order, as the browser's accessibility tree
 * computes them (a wallet's button is named by its words and its mark's label, not an aria-label).
 */
export const buttonNames = async (scope: Locator): Promise<ReadonlyArray<string>> =>
  [...(await scope.ariaSnapshot()).matchAll(/- button "((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string)
