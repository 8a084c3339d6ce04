// A page whose code is still loading when the user moves on: the next page shows, whole, and the late chunk changes
// nothing (each route has its own Suspense boundary, so the late page's wait leaves with it).
import { expect, test } from '../support/fixtures'

test('leaving a page while its code loads shows the next page, also once the late code arrives', async ({
  page,
  chain,
}) => {
  let releaseChunk = () => {}
  const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve))
  let chunkAsked = false
  await page.route(/\/assets\/StakingList-[\w-]+\.js$/, async (route) => {
    chunkAsked = true
    await chunkHeld
    await route.continue()
  })
  const { BUSD } = chain.deployment.tokens

  // The add page's code is loaded first, so that going back to it does not wait for anything.
  await page.goto(`/#/add/ETH/${BUSD}`)
  await expect(page.getByTestId('add-input-b').getByTestId('currency-select')).toHaveText(/BUSD/)
  await page.goto('/#/pool')
  await expect(page.getByRole('heading', { level: 1, name: 'Your liquidity' })).toBeVisible()
  // The farms list's code is held back: its route waits on it.
  await page.getByRole('button', { name: 'Staking' }).click()
  await page.getByRole('menuitem').first().click()
  await expect.poll(() => chunkAsked).toBe(true)
  await expect(page.getByText('Loading…')).toBeVisible()

  await page.goto(`/#/add/ETH/${BUSD}`)
  const addInputB = page.getByTestId('add-input-b').getByTestId('currency-select')
  await expect(addInputB).toHaveText(/BUSD/)
  releaseChunk()
  // The late chunk must not bring the farms list back over the add page, nor empty it.
  await page.waitForResponse(/\/assets\/StakingList-[\w-]+\.js$/)
  await page.waitForTimeout(500)
  await expect(addInputB).toHaveText(/BUSD/)
  await expect(page.getByTestId('add-input-a').getByTestId('currency-select')).toHaveText(/FRA/)
  expect(new URL(page.url()).hash).toBe(`#/add/ETH/${BUSD}`)
})
