// What the explorer tables' tests read from a row: a USD figure as its plain-number attribute, compared with the
// chain's to a billionth, and a column's figures in the order shown.
import { type Locator, type Page } from '@playwright/test'

import { type Fraction, toNumber } from './farmYields'
import { expect } from './fixtures'

/** The explorer reads the factory, the reserves and a day of logs: on a busy machine that takes a while. */
export const READY = { timeout: 30_000 }

export async function expectUsd(element: Locator, attribute: string, value: Fraction | undefined) {
  expect(value, `${attribute} is priced`).toBeDefined()
  await expect(element).toHaveAttribute(attribute, /\d/, READY)
  const expected = toNumber(value!)
  await expect
    .poll(async () => Math.abs(Number(await element.getAttribute(attribute)) - expected) / Math.max(expected, 1e-18), {
      message: `${attribute} ≈ ${expected}`,
      ...READY,
    })
    .toBeLessThan(1e-9)
}

/** A figure of every row of the table, top to bottom (NaN where the row has none). */
export const shownFigures = (page: Page, table: string, attribute: string) =>
  page
    .getByTestId(table)
    .locator('tbody tr')
    .evaluateAll((rows, name) => rows.map((row) => Number(row.getAttribute(name))), attribute)
