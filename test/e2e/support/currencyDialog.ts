// The open currency dialog, driven as a user would but without racing its 200 ms search debounce.
import { expect, type Page } from '@playwright/test'

/**
 * Types a query and waits until the debounced search has answered it: the list shows `rows` rows (by default one:
 * a token's address, or a name only one token has). Clicking earlier can land on the unfiltered list just as it
 * re-renders: the press starts on a row that then moves, and the click ends elsewhere or on another token (seen in
 * CI: the dialog stayed open, once with the row focused, once with nothing chosen).
 */
export async function searchTokens(page: Page, query: string, rows = 1): Promise<void> {
  await page.getByTestId('token-search').fill(query)
  await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(rows)
}
