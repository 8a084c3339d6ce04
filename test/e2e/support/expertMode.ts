// Expert mode turned on through the settings, as a user does: the toggle, 'Are you sure?', then the prompt answered
// 'confirm'; the settings close again.
import { type Page } from '@playwright/test'

import { expect } from './fixtures'

export async function turnOnExpertMode(page: Page): Promise<void> {
  page.on('dialog', (dialog) => void dialog.accept(dialog.type() === 'prompt' ? 'confirm' : undefined))
  await page.getByTestId('settings-button').click()
  await page.getByTestId('expert-mode-toggle').click()
  await page.getByTestId('turn-on-expert-mode').click()
  await expect(page.getByTestId('expert-mode-toggle')).toHaveAttribute('aria-checked', 'true')
  await page.getByTestId('settings-button').click()
}
