// A confirm dialog's preview (issue 41) read as the tests compare it with the chain: each asset's signed change in
// raw units, once the simulation has answered. A write sent without a dialog (V1, wrap) has it on the page: `within`.
import { type Locator, type Page } from '@playwright/test'
import { type BigNumber } from 'ethers'
import { parseUnits } from 'ethers/lib/utils.js'

import { expect } from './fixtures'

/** The changes the open dialog (or `within`) previews, by asset (a checksummed address or NATIVE), in raw units. */
export async function previewedChanges(
  page: Page,
  decimals: Readonly<Record<string, number>>,
  within: Locator = page.getByRole('dialog'),
): Promise<Record<string, string>> {
  const preview = within.getByTestId('simulated-changes')
  await expect(preview).toBeVisible()
  await expect(preview).not.toHaveAttribute('aria-busy', 'true')
  const rows = preview.locator('[data-testid^="simulated-change-"][data-amount]')
  const changes: Record<string, string> = {}
  for (const row of await rows.all()) {
    const asset = ((await row.getAttribute('data-testid')) ?? '').replace('simulated-change-', '')
    const amount = (await row.getAttribute('data-amount')) ?? ''
    changes[asset] = parseUnits(amount, decimals[asset] ?? 18).toString()
  }
  return changes
}

/** What the chain did to each asset, as previewedChanges gives the preview. */
export function changesOf(entries: readonly [string, BigNumber][]): Record<string, string> {
  return Object.fromEntries(
    entries.filter(([, amount]) => !amount.isZero()).map(([asset, amount]) => [asset, amount.toString()]),
  )
}

/** The approval the dialog previews for a token: what kind, for whom, how much (decimal, the token's units). */
export async function previewedApproval(page: Page, token: string) {
  const row = page.getByRole('dialog').getByTestId(`simulated-approval-${token}`)
  return {
    kind: await row.getAttribute('data-kind'),
    spender: await row.getAttribute('data-spender'),
    amount: await row.getAttribute('data-amount'),
  }
}
