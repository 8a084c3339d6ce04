// Importing a token on no list from the swap form's output side, as a user does: search its address, Import, and
// (importToken) tick 'I understand' and import it, which selects it as the output.
import { type Page } from '@playwright/test'

import { expect } from './fixtures'
import type { TestWallet } from './wallet'

/** Connected on the swap page with the import view of `token` open. */
export async function openImport(page: Page, wallet: TestWallet, token: string): Promise<void> {
  wallet.authorize()
  await page.goto('/#/swap')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await page.getByTestId('swap-output').getByTestId('currency-select').click()
  await page.getByTestId('token-search').fill(token)
  await page.getByTestId(`token-row-${token}`).getByRole('button', { name: 'Import' }).click()
}

/** Through the import view: the token is the swap's output, FRA its input. */
export async function importToken(page: Page, wallet: TestWallet, token: string): Promise<void> {
  await openImport(page, wallet, token)
  await page.getByLabel('I understand').check()
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}
