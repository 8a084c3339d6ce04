// axe-core on every route, connected, in both themes at desktop and phone size: no serious or critical violation.
// One test per route checks its four looks in one page, so the suite stays a few minutes long on two workers.
import { expectAccessibleInEveryLook } from './support/axe'
import { expect, test } from './support/fixtures'
import { APP_ROUTES } from './support/routes'

for (const route of APP_ROUTES) {
  test(`axe: ${route.name} (${route.path})`, async ({ page, wallet }) => {
    wallet.authorize()
    await page.goto(`/#${route.path}`)
    await expect(page.getByTestId('web3-status-connected')).toBeVisible()
    const heading = page.getByRole('main').getByRole('heading', { name: route.heading }).first()
    await expectAccessibleInEveryLook(page, route.name, async () => {
      await expect(heading).toBeVisible()
      await expect(page.getByTestId('block-number')).toBeVisible()
    })
  })
}

test('axe: the swap page before connecting', async ({ page }) => {
  await page.goto('/#/swap')
  await expectAccessibleInEveryLook(page, 'swap, not connected', async () => {
    await expect(page.getByTestId('connect-wallet')).toBeVisible()
  })
})
