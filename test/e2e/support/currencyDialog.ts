// The open currency dialog, driven as a user would but without racing its 200 ms search debounce.
import { expect, type Page } from '@playwright/test'

/**
 * Types a token's address and waits until the debounced search shows only that token. Clicking earlier can land
 * on the unfiltered list just as it re-renders: the press starts on the row, the release ends elsewhere, and no
 * click happens (seen once in CI: the dialog stayed open with the row focused).
 */
export async function searchByAddress(page: Page, address: string): Promise<void> {
  await page.getByTestId('token-search').fill(address)
  await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(1)
}
