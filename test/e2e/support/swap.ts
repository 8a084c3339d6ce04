// The swap page's last steps, shared by the tests that trade through it with any wallet.
import { type Page } from '@playwright/test'

import { expect } from './fixtures'

/** Swap, then Confirm Swap in the dialog; returns the hash once its popup says it is mined. */
export async function swapAndConfirm(page: Page): Promise<string> {
  await expect(page.getByTestId('swap-button')).toBeEnabled()
  await page.getByTestId('swap-button').click()
  await page.getByTestId('confirm-swap').click()
  const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await expect(page.getByTestId(`popup-${hash}`)).toBeVisible()
  return hash
}
