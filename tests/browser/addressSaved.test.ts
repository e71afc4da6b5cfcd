import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

interface MerchantWindow {
  readonly submit: () => Promise<{ readonly error?: { readonly code: string; readonly message: string } }>
  readonly changes: ReadonlyArray<{ readonly complete: boolean; readonly error?: { readonly code: string }; readonly value: { readonly name: string; readonly address: Record<string, string> } }>
}

const submit = (page: Page) => page.evaluate(() => (window as unknown as MerchantWindow).submit())
const lastChange = (page: Page) => page.evaluate(() => (window as unknown as MerchantWindow).changes.at(-1))
/** What has focus: its accessible text (a button's), or its label's (an input's). */
const focused = (page: Page) => page.evaluate(() => {
  const active = document.activeElement as HTMLInputElement | null
  return active?.labels?.[0]?.textContent ?? active?.textContent ?? ''
})

const ada = 'Ada Lovelace, 350 Fifth Avenue, New York, NY 10118, United States'
const grace = 'Grace Hopper, 1 Main Street, Springfield, IL 62701, United States'
const graceEdited = 'Grace Hopper, 1 Main Street, Apt 4, Springfield, IL 62701, United States'

describe.skipIf(!canRunBrowserTests)('editing the saved addresses of the address element in Chromium', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card()], locale: 'en' })
      document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="address"></div>')
      const elements = payloom.elements({ mode: 'payment', amount: 2000, currency: 'usd' })
      const address = elements.create('address', {
        mode: 'shipping',
        contacts: [
          { name: 'Ada Lovelace', address: { line1: '350 Fifth Avenue', city: 'New York', state: 'NY', postal_code: '10118', country: 'US' } },
          { name: 'Grace Hopper', address: { line1: '1 Main Street', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' } },
        ],
      })
      window.changes = []
      address.on('change', (event) => window.changes.push(event))
      address.mount('#address')
      window.submit = () => elements.submit()
    `)

  it('edits a contact and saves it, cancels another edit, and refuses submit() while an edit is open', async () => {
    const page = await harness.browser.newPage({ viewport: { width: 640, height: 720 } })
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => { if (message.type() === 'error') problems.push(message.text()) })
    const shot = screenshotSteps(page, 'address-saved')
    await page.goto(harness.merchant.url)
    const list = page.getByRole('radiogroup', { name: 'Use a saved address' })
    await list.waitFor()
    expect(await list.getByRole('radio', { name: ada }).isChecked()).toBe(true)
    await shot('saved-list')

    // Edit: the contact opens in the form, with Save and Cancel in place of "Use a saved address".
    await page.getByRole('button', { name: `Edit ${grace}` }).click()
    const form = page.getByRole('group', { name: 'Edit address' })
    await form.waitFor()
    expect(await form.getByLabel('Full name').inputValue()).toBe('Grace Hopper')
    expect(await form.getByRole('button', { name: 'Use a saved address' }).count()).toBe(0)
    await form.getByLabel('Address line 2 (optional)').fill('Apt 4')
    expect(await lastChange(page)).toMatchObject({ complete: false, error: { code: 'invalid_address_view.update' } })
    await shot('editing')

    // submit() while the edit is open: the spec's error, shown in the form, focus on Save.
    expect(await submit(page)).toEqual({ error: { type: 'validation_error', code: 'invalid_address_view.update', message: 'Save or cancel your changes to this address before you continue.' } })
    await expect.poll(() => focused(page)).toBe('Save address')
    expect(await form.getByRole('alert').filter({ hasText: /\S/ }).textContent()).toBe('Save or cancel your changes to this address before you continue.')
    await shot('submit-while-editing')

    // Save from the keyboard: the edited address is the selected saved one, and focus stays on it.
    await page.keyboard.press('Enter')
    await list.waitFor()
    const edited = list.getByRole('radio', { name: graceEdited })
    expect(await edited.isChecked()).toBe(true)
    expect(await list.getByRole('radio', { name: grace, exact: true }).count()).toBe(0)
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.checked)).toBe(true)
    expect(await lastChange(page)).toMatchObject({ complete: true, value: { name: 'Grace Hopper', address: { line1: '1 Main Street', line2: 'Apt 4', postal_code: '62701' } } })
    expect((await lastChange(page))?.error).toBeUndefined()
    expect(await submit(page)).toEqual({})
    await shot('saved')

    // An edit that fails the checks is not saved: its error shows and the form stays open.
    await page.getByRole('button', { name: `Edit ${ada}` }).click()
    await form.getByLabel('City').fill('')
    await form.getByRole('button', { name: 'Save address' }).click()
    expect(await form.getByText('City is required.').count()).toBe(1)
    await shot('save-refused')

    // Cancel from the keyboard (Tab from the last field reaches Save, then Cancel): the list is as it was.
    await form.getByLabel('ZIP code').focus()
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('Save address')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('Cancel')
    await page.keyboard.press('Space')
    await list.waitFor()
    expect(await list.getByRole('radio', { name: ada }).isChecked()).toBe(false)
    expect(await list.getByRole('radio', { name: graceEdited }).isChecked()).toBe(true)
    expect(await lastChange(page)).toMatchObject({ complete: true, value: { address: { line2: 'Apt 4' } } })
    expect(await submit(page)).toEqual({})
    await shot('cancelled')

    expect(problems).toEqual([])
    await page.close()
  }, 60_000)
})
