import type { Frame, Page } from 'playwright-core'
import { expect } from 'vitest'

/** Whether a frame holds the provider's test wallet sheet (frames/testWalletSheet.tsx). */
const isTestSheet = (frame: Frame): boolean => frame.url().includes('/frames/test-wallet.html')

/** The provider's test wallet sheet, once a wallet's button (or a payment request) has put it in the page. */
export const testSheetFrame = async (page: Page): Promise<Frame> => {
  await expect.poll(() => page.frames().some(isTestSheet), { timeout: 15_000 }).toBe(true)
  return page.frames().find(isTestSheet)!
}
