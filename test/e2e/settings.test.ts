// The settings popover on the swap page: slippage presets and custom values with the spec's warnings and
// error, the deadline in minutes, and expert mode turned on only after typing confirm in the prompt.
import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'

async function storedUser(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('venom_user') ?? '{}') as Record<string, unknown>)
}

async function openSettings(page: Page) {
  await page.goto('/#/swap')
  await page.getByTestId('settings-button').click()
  await expect(page.getByTestId('slippage-input')).toBeVisible()
}

test('slippage presets and custom values: warnings, error, stored in basis points', async ({ page }) => {
  await openSettings(page)
  await page.getByRole('button', { name: '0.1%', exact: true }).click()
  await expect(page.getByText('Your transaction may fail')).toBeVisible()
  await expect.poll(async () => (await storedUser(page)).userSlippageTolerance).toBe(10)
  await page.getByRole('button', { name: '1%', exact: true }).click()
  await expect(page.getByText('Your transaction may fail')).toBeHidden()
  await expect.poll(async () => (await storedUser(page)).userSlippageTolerance).toBe(100)

  const input = page.getByTestId('slippage-input')
  await input.fill('5.01')
  await expect(page.getByText('Your transaction may be frontrun')).toBeVisible()
  await expect.poll(async () => (await storedUser(page)).userSlippageTolerance).toBe(501)
  await input.fill('50')
  await expect(page.getByText('Enter a valid slippage percentage')).toBeVisible()
  await expect.poll(async () => (await storedUser(page)).userSlippageTolerance).toBe(501)
  await input.fill('0.5')
  await expect(page.getByText('Enter a valid slippage percentage')).toBeHidden()
  await expect(page.getByText('Your transaction may be frontrun')).toBeHidden()
  await expect.poll(async () => (await storedUser(page)).userSlippageTolerance).toBe(50)
})

test('deadline in whole minutes, stored in seconds; invalid input marked', async ({ page }) => {
  await openSettings(page)
  const input = page.getByTestId('deadline-input')
  await input.fill('30')
  await expect.poll(async () => (await storedUser(page)).userDeadline).toBe(1800)
  await input.fill('0')
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await input.fill('1.5')
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await expect.poll(async () => (await storedUser(page)).userDeadline).toBe(1800)
})

test('expert mode turns on only after typing confirm; off at once', async ({ page }) => {
  await openSettings(page)
  const toggle = page.getByTestId('expert-mode-toggle')

  page.once('dialog', (dialog) => void dialog.accept('no'))
  await toggle.click()
  await expect(page.getByText('Are you sure?').first()).toBeVisible()
  await page.getByRole('button', { name: 'Turn On Expert Mode' }).click()
  await expect.poll(async () => (await storedUser(page)).userExpertMode).toBe(false)

  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('prompt')
    void dialog.accept('confirm')
  })
  await page.getByRole('button', { name: 'Turn On Expert Mode' }).click()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect.poll(async () => (await storedUser(page)).userExpertMode).toBe(true)

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect.poll(async () => (await storedUser(page)).userExpertMode).toBe(false)
})

test('single hop and dark mode toggles', async ({ page }) => {
  await openSettings(page)
  await page.getByTestId('single-hop-toggle').click()
  await expect(page.getByTestId('single-hop-toggle')).toHaveAttribute('aria-checked', 'true')
  await expect.poll(async () => (await storedUser(page)).userSingleHopOnly).toBe(true)
  const dark = await page.getByTestId('dark-mode-toggle').getAttribute('aria-checked')
  await page.getByTestId('dark-mode-toggle').click()
  await expect(page.getByTestId('dark-mode-toggle')).toHaveAttribute('aria-checked', dark === 'true' ? 'false' : 'true')
})
