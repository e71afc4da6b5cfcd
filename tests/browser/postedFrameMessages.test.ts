import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Frame, Page } from 'playwright-core'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests } from './browserPage.ts'
import { startDemo, type Demo } from './demoCheckout.ts'

/**
 * Isolated hosting with every frame message posted (controller.md §4 "Direct-messaging frames fall
 * back to post-message on error"): each frame's direct hand-over is broken, so a keystroke's view
 * comes back a task or more later. The frame's fields keep what the shopper typed or ticked newer
 * than the view they show (core/react/shownView.ts).
 */
describe.skipIf(!canRunBrowserTests)('an element frame whose messages are all posted (Chromium)', () => {
  let demo: Demo
  beforeAll(async () => {
    demo = await startDemo()
  })
  afterAll(() => demo?.dispose())

  /** Makes the frame's hand-over throw, as one whose document is going away would: every message to it is posted. */
  const breakHandoff = (frame: Frame) => frame.evaluate(() => {
    Object.defineProperty(window, Symbol.for('payloom.frameHandoff'), {
      configurable: true,
      value: () => {
        throw new DOMException('The document is not fully active.', 'InvalidStateError')
      },
    })
  })
  const frameAt = (page: Page, path: string): Frame => page.frames().find((frame) => frame.url().includes(path))!

  it('keeps every key typed fast into the card number, and shows a ticked box ticked at once', async () => {
    const { page, shot, problems } = await demo.open('/plain?hosting=isolated', 'posted-frame-messages')
    const form = page.frameLocator('#payment iframe')
    const number = form.getByLabel('Card number', { exact: true })
    await number.waitFor({ timeout: 30_000 })
    const element = frameAt(page, '/frames/element.html')
    await breakHandoff(frameAt(page, '/frames/controller.html'))
    await breakHandoff(element)

    // Typed with no pause between keys: each key's view comes back posted while the next keys land.
    await number.pressSequentially('4242424242424242')
    await expect.poll(() => number.inputValue()).toBe('4242 4242 4242 4242')
    for (const digits of ['5555555555554444', '4000056655665556']) {
      await number.fill('')
      await number.pressSequentially(digits)
      await expect.poll(() => number.inputValue()).toBe(digits.replace(/(\d{4})(?=\d)/g, '$1 '))
    }

    // The box shows the tick the moment it is clicked, before the controller's view answers it.
    const shownAfterClick = await element.evaluate(() => {
      const box = document.querySelector<HTMLInputElement>('input[name="linkOptIn"]')!
      box.click()
      return box.checked
    })
    expect(shownAfterClick).toBe(true)
    const optIn = form.getByRole('checkbox', { name: 'Save my info for faster checkout with Link' })
    await form.locator('[name="linkEmail"]').waitFor()
    expect(await optIn.isChecked()).toBe(true)
    await shot('typed fast and ticked, posted')
    // Unticked, likewise at once; the view then takes the Link fields away.
    expect(await element.evaluate(() => {
      const box = document.querySelector<HTMLInputElement>('input[name="linkOptIn"]')!
      box.click()
      return box.checked
    })).toBe(false)
    await expect.poll(() => form.locator('[name="linkEmail"]').count()).toBe(0)
    expect(await optIn.isChecked()).toBe(false)
    expect(await axeViolations(element)).toEqual([])
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)
})
