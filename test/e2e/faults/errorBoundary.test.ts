// Errors stay local: a page whose chunk fails to load shows that page's error view while the header, the navigation
// and every other page keep working; an updater whose lazily loaded code fails (the lists updater's token-list fetcher
// and validator, loaded at the first list fetch) leaves the app running without it.
import { expect, test } from '../support/fixtures'
import { chunkOf } from './builtFiles'

test('a failing page chunk shows the page’s error view; header, navigation and other pages still work', async ({
  page,
  wallet,
}) => {
  const poolChunk = chunkOf('src/pages/Pool/index.tsx')
  await page.route(`**/${poolChunk}`, (route) => route.abort('failed'))
  wallet.authorize()
  await page.goto('/#/swap')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('swap-input')).toBeVisible()

  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Pool', exact: true }).click()
  const pageError = page.locator('[data-testid="error-boundary"][data-scope="page"]')
  await expect(pageError).toBeVisible()
  await expect(pageError).toContainText('Something went wrong')
  await expect(page.getByTestId('error-boundary')).toHaveCount(1)
  // The chrome around the failed page is alive: the account button opens the wallet view.
  await expect(page.getByTestId('block-number')).toBeVisible()
  await page.getByTestId('web3-status-connected').click()
  await expect(page.getByTestId('wallet-account')).toBeVisible()
  await page.keyboard.press('Escape')

  await nav.getByRole('link', { name: 'Swap', exact: true }).click()
  await expect(page.getByTestId('swap-input')).toBeVisible()
  await expect(page.getByTestId('error-boundary')).toHaveCount(0)
  await page.goto('/#/find')
  await expect(page.getByTestId('error-boundary')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})

test('a failing chunk of the lists updater leaves the app running', async ({ page, wallet }) => {
  const listFetcher = chunkOf('src/utils/lists/getTokenList.ts')
  const failed: string[] = []
  await page.route(`**/${listFetcher}`, (route) => {
    failed.push(route.request().url())
    return route.abort('failed')
  })
  wallet.authorize()
  await page.goto('/#/swap')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => failed.length).toBeGreaterThan(0)
  await expect(page.getByTestId('swap-input')).toBeVisible()
  await expect(page.getByTestId('error-boundary')).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pool', exact: true }).click()
  await expect(page).toHaveURL(/#\/pool$/)
  await expect(page.getByTestId('error-boundary')).toHaveCount(0)
})
