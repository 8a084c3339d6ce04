// The farms and single-pool lists at every width from a phone to a wide desktop: a row is a card of label/value pairs
// until the list is wide enough for a table's line; either way no figure breaks across lines ('1,971,000.00%' before
// its percent sign, '0.25 VENOM / block' before its unit) or is cut off, and no row spills out of the list.
import { type Locator, type Page } from '@playwright/test'

import { farmPid, PAIR } from './support/farmYields'
import { expect, test } from './support/fixtures'
import { sidewaysScroll } from './support/layout'
import { refusePriceEndpoint } from './support/priceEndpoint'

const WIDTHS = [360, 768, 1024, 1280, 1920] as const

/** Figures broken across lines or cut: each `[data-figure]` whole, and each word with a digit in a row's other text. */
async function brokenFigures(row: Locator): Promise<string[]> {
  return row.evaluate((element) => {
    const broken: string[] = []
    const lines = (range: Range) => new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
    for (const figure of element.querySelectorAll<HTMLElement>('[data-figure]')) {
      const range = document.createRange()
      range.selectNodeContents(figure)
      if (lines(range) > 1) broken.push(`${figure.textContent} (across lines)`)
      if (figure.scrollWidth > figure.clientWidth + 1) broken.push(`${figure.textContent} (cut)`)
    }
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('[data-figure]')) continue
      for (const word of (node.textContent ?? '').matchAll(/\S*\d\S*/g)) {
        const range = document.createRange()
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        if (lines(range) > 1) broken.push(`${word[0]} (across lines)`)
      }
    }
    return broken
  })
}

async function expectRowsWhole(page: Page, rows: Locator, where: string): Promise<void> {
  const list = await page.getByRole('main').boundingBox()
  for (const row of await rows.all()) {
    const box = (await row.boundingBox())!
    expect(box.x + box.width, `${where}: a row inside the page`).toBeLessThanOrEqual(list!.x + list!.width + 0.5)
    expect(await brokenFigures(row), where).toEqual([])
  }
  expect(await sidewaysScroll(page, where)).toBeNull()
}

test.beforeEach(({ page }) => refusePriceEndpoint(page))

for (const width of WIDTHS) {
  test(`at ${width} px the farms and single-pool lists keep every figure on one line`, async ({
    page,
    wallet,
    chain,
  }) => {
    wallet.authorize()
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/#/staking/OVPit')
    const row = page.getByTestId(`farm-${farmPid(chain, PAIR)}`)
    // The longest state: the farm's APR (1,971,000.00% in the demo state) and its split loaded.
    await expect(row.getByTestId('farm-apr-locked')).toBeVisible()
    await expect(row.getByTestId('farm-apr')).toContainText('%')
    const rows = page.locator('a[data-testid^="farm-"]')
    await expect(rows).toHaveCount(chain.deployment.staking.farms.length)
    await expectRowsWhole(page, rows, `farms at ${width} px`)

    await page.goto('/#/staking/single')
    const pools = page.locator('a[data-testid^="single-pool-"]')
    await expect(pools).toHaveCount(chain.deployment.staking.singlePools.length)
    await expectRowsWhole(page, pools, `single pools at ${width} px`)
  })
}
