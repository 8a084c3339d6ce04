// Tokens named by a link and chosen by nobody: a fake 'USDC' deployed here (on no list) opened through the swap,
// add, remove, staking and find URLs. The import warning comes first; declining leaves the page without the
// token, importing keeps it, and a swap into it then goes through on chain.
import { type Page } from '@playwright/test'
import { Contract } from 'ethers'
import { parseEther, parseUnits } from 'ethers/lib/utils.js'

import { expect, test } from '../support/fixtures'
import { swapAndConfirm } from '../support/swap'
import { addNativePool, deployTestToken } from '../support/tokens'

const WARNINGS = [
  'Trade at your own risk!',
  'Anyone can create a token, including creating fake versions of existing tokens that claim to represent projects.',
  'If you purchase this token, you may not be able to sell it back.',
]

/** The app's route: the path and query inside the hash. */
function route(page: Page): { path: string; params: URLSearchParams } {
  const [path, query = ''] = new URL(page.url()).hash.replace(/^#/, '').split('?')
  return { path, params: new URLSearchParams(query) }
}

async function expectWarning(page: Page, address: string): Promise<void> {
  const warning = page.getByTestId('url-token-warning')
  await expect(warning).toBeVisible()
  // What the contract claims, and where it really is.
  await expect(warning.getByTestId('import-token-symbol')).toHaveText('USDC')
  await expect(warning.getByTestId('import-token-name')).toHaveText('USD Coin')
  await expect(warning).toContainText(address)
  for (const text of WARNINGS) await expect(warning.getByText(text, { exact: true })).toBeVisible()
  // Import waits for 'I understand'.
  await expect(warning.getByRole('button', { name: 'Import', exact: true })).toBeDisabled()
}

async function decline(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByTestId('url-token-warning')).toHaveCount(0)
}

async function accept(page: Page): Promise<void> {
  const warning = page.getByTestId('url-token-warning')
  await warning.getByLabel('I understand').check()
  await warning.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByTestId('url-token-warning')).toHaveCount(0)
}

/** The local list has loaded (a missing token is then missing from the lists, not on its way). */
async function listLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem('venom_lists') ?? 'null')?.byUrl?.['./lists/31337.json']?.current?.name,
      ),
    )
    .toBe('Venom Local')
}

function currencyButton(page: Page, panel: string) {
  return page.getByTestId(panel).getByTestId('currency-select')
}

test('swap link: warned before use, declining clears it, importing keeps it and the swap goes through', async ({
  page,
  wallet,
  chain,
}) => {
  const fake = await deployTestToken(chain, 'USD Coin', 'USDC', 6)
  await addNativePool(chain, fake, parseUnits('100000', 6).toString(), '500')
  wallet.authorize()

  await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${fake.address}&exactAmount=1`)
  await expectWarning(page, fake.address)
  await decline(page)
  await expect.poll(() => route(page).params.get('outputCurrency')).toBeNull()
  expect(route(page).params.get('exactAmount')).toBe('1') // the rest of the link stays
  await expect(currencyButton(page, 'swap-output')).toHaveText(/Select a token/)

  // The same link again: warned again, imported this time.
  await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${fake.address}`)
  await expectWarning(page, fake.address)
  await accept(page)
  await expect(currencyButton(page, 'swap-output')).toHaveText(/USDC/)

  // Imported once is chosen: a reload does not warn again.
  await page.reload()
  await expect(currencyButton(page, 'swap-output')).toHaveText(/USDC/)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await expect(page.getByTestId('url-token-warning')).toHaveCount(0)

  const router = new Contract(
    chain.deployment.router,
    ['function getAmountsOut(uint256, address[]) view returns (uint256[])'],
    chain.provider,
  )
  const expected = (await router.getAmountsOut(parseEther('1'), [chain.deployment.weth, fake.address]))[1]
  const before = await fake.balanceOf(wallet.account)
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  await swapAndConfirm(page)
  expect((await fake.balanceOf(wallet.account)).sub(before).toString()).toBe(expected.toString())
})

test('add, create, remove and staking links warn first; declining leaves without the token', async ({
  page,
  chain,
}) => {
  const fake = await deployTestToken(chain, 'USD Coin', 'USDC', 6)
  const { BUSD } = chain.deployment.tokens

  await page.goto(`/#/add/${BUSD}/${fake.address}`)
  await expectWarning(page, fake.address)
  await decline(page)
  await expect.poll(() => route(page).path).toBe(`/add/${BUSD}`)
  await expect(currencyButton(page, 'add-input-a')).toHaveText(/BUSD/)
  await expect(currencyButton(page, 'add-input-b')).toHaveText(/Select a token/)

  await page.goto(`/#/create/${fake.address}/ETH`)
  await expectWarning(page, fake.address)
  await decline(page)
  await expect.poll(() => route(page).path).toBe('/create/ETH')

  await page.goto(`/#/remove/ETH/${fake.address}`)
  await expectWarning(page, fake.address)
  await decline(page)
  await expect.poll(() => route(page).path).toBe('/pool')

  await page.goto(`/#/staking/pools/${fake.address}/ETH`)
  await expectWarning(page, fake.address)
  await decline(page)
  await expect.poll(() => route(page).path).toBe('/staking/OVPit')

  // Accepting on the add page keeps the token on both sides' page.
  await page.goto(`/#/add/ETH/${fake.address}`)
  await expectWarning(page, fake.address)
  await accept(page)
  expect(route(page).path).toBe(`/add/ETH/${fake.address}`)
  await expect(currencyButton(page, 'add-input-b')).toHaveText(/USDC/)
  // Imported: the remove link for the same token no longer asks.
  await page.goto(`/#/remove/ETH/${fake.address}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Remove Liquidity' })).toBeVisible()
  await expect(page.getByTestId('url-token-warning')).toHaveCount(0)
})

test('listed tokens in a link never warn, and /find takes no tokens from its URL', async ({ page, chain }) => {
  const fake = await deployTestToken(chain, 'USD Coin', 'USDC', 6)
  const { BUSD, USDC } = chain.deployment.tokens
  await page.goto(`/#/add/${BUSD}/${USDC}`)
  await expect(currencyButton(page, 'add-input-b')).toHaveText(/USDC/)
  await listLoaded(page)
  await expect(page.getByTestId('url-token-warning')).toHaveCount(0)
  await page.goto(`/#/swap?inputCurrency=${BUSD}&outputCurrency=${USDC}`)
  await expect(currencyButton(page, 'swap-output')).toHaveText(/USDC/)
  await expect(page.getByTestId('url-token-warning')).toHaveCount(0)

  // The pair finder's tokens come only from the currency dialog (which has its own import view).
  await page.goto(`/#/find?inputCurrency=${fake.address}&currency0=${fake.address}&currency1=${fake.address}`)
  await expect(page.getByText('Select a Token', { exact: true })).toBeVisible()
  await expect(page.getByText('USDC')).toHaveCount(0)
  await expect(page.getByTestId('url-token-warning')).toHaveCount(0)
})
