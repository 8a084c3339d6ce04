// Every row of the route table and every redirect, in the built app on the local chain (HashRouter URLs).
import { type Page } from '@playwright/test'

import { expect, test } from './support/fixtures'

const A = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6' // BUSD on the local chain
const B = '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318' // USDC
const POOL = '0x9A9f2CCfdE556A7E9Ff0848998Aa4a0CFD8863AE' // the single-token pool
const GOERLI = 5
const HARMONY = 1666600000

/** The app's route: the path and query inside the hash. */
function route(page: Page): { path: string; params: URLSearchParams } {
  const hash = new URL(page.url()).hash.replace(/^#/, '')
  const [path, query = ''] = hash.split('?')
  return { path, params: new URLSearchParams(query) }
}

async function expectPage(page: Page, path: string, title: string | RegExp) {
  await expect.poll(() => route(page).path).toBe(path)
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible()
}

/** The add-liquidity page's currency buttons (its route parameters, resolved to tokens). */
async function expectAddCurrencies(page: Page, symbolA: string, symbolB: string) {
  await expect(page.getByTestId('add-input-a').getByTestId('currency-select')).toHaveText(new RegExp(symbolA))
  await expect(page.getByTestId('add-input-b').getByTestId('currency-select')).toHaveText(new RegExp(symbolB))
}

test('/ opens the swap page', async ({ page }) => {
  await page.goto('/')
  await expectPage(page, '/swap', 'Swap')
})

test('/swap/{outputCurrency} moves the currency into the query and keeps the other parameters', async ({ page }) => {
  await page.goto(`/#/swap/${A}?inputCurrency=ETH&exactAmount=2`)
  await expectPage(page, '/swap', 'Swap')
  const { params } = route(page)
  expect(params.get('outputCurrency')).toBe(A)
  expect(params.get('inputCurrency')).toBe('ETH')
  expect(params.get('exactAmount')).toBe('2')
})

test('/claim raises the address-claim dialog over the swap page', async ({ page }) => {
  await page.goto('/#/claim')
  await expectPage(page, '/swap', 'Swap')
  const dialog = page.getByRole('dialog', { name: 'Claim VENOM' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
})

test('the swap, send, find and pool screens', async ({ page }) => {
  await page.goto('/#/send')
  await expectPage(page, '/send', 'Send')
  await page.goto('/#/find')
  await expectPage(page, '/find', 'Import Pool')
  await page.goto('/#/pool')
  await expectPage(page, '/pool', 'Your liquidity')
})

for (const [prefix, title] of [
  ['/add', 'Add Liquidity'],
  ['/create', 'Create a pair'],
] as const) {
  test(`${prefix}: every shape of the route and its redirects`, async ({ page }) => {
    await page.goto(`/#${prefix}`)
    await expectPage(page, prefix, title)

    await page.goto(`/#${prefix}/${A}`)
    await expectPage(page, `${prefix}/${A}`, title)
    await expectAddCurrencies(page, 'BUSD', 'Select a token')

    await page.goto(`/#${prefix}/${A}/${B}`)
    await expectPage(page, `${prefix}/${A}/${B}`, title)
    await expectAddCurrencies(page, 'BUSD', 'USDC')

    await page.goto(`/#${prefix}/${A}-${B}`)
    await expectPage(page, `${prefix}/${A}/${B}`, title)
    await expectAddCurrencies(page, 'BUSD', 'USDC')

    await page.goto(`/#${prefix}/${A}/${A.toLowerCase()}`)
    await expectPage(page, `${prefix}/${A}`, title)
    await expectAddCurrencies(page, 'BUSD', 'Select a token')
  })
}

test('/remove: a pair of addresses, the old dash form, and anything else to /pool', async ({ page }) => {
  await page.goto(`/#/remove/${A}/${B}`)
  await expectPage(page, `/remove/${A}/${B}`, 'Remove Liquidity')

  await page.goto(`/#/remove/${A}-${B}`)
  await expectPage(page, `/remove/${A}/${B}`, 'Remove Liquidity')

  await page.goto('/#/remove/garbage')
  await expectPage(page, '/pool', 'Your liquidity')

  await page.goto(`/#/remove/${A}`)
  await expectPage(page, '/pool', 'Your liquidity')
})

test('V1: remove and migrate pages, and invalid addresses back to the V1 list', async ({ page }) => {
  await page.goto('/#/migrate/v1')
  await expectPage(page, '/migrate/v1', 'Migrate V1 Liquidity')

  await page.goto(`/#/migrate/v1/${A}`)
  await expectPage(page, `/migrate/v1/${A}`, 'Migrate V1 Liquidity position')

  await page.goto(`/#/remove/v1/${A}`)
  await expectPage(page, `/remove/v1/${A}`, 'Remove V1 Liquidity')

  await page.goto('/#/remove/v1/notanaddress')
  await expectPage(page, '/migrate/v1', 'Migrate V1 Liquidity')

  await page.goto('/#/migrate/v1/0x1234')
  await expectPage(page, '/migrate/v1', 'Migrate V1 Liquidity')
})

test('an unknown path falls back to the send screen', async ({ page }) => {
  await page.goto('/#/nonsense')
  await expectPage(page, '/send', 'Send')
  await page.goto('/#/swap/a/b/c')
  await expectPage(page, '/send', 'Send')
})

test('staking and vote routes on the local chain', async ({ page }) => {
  // BUSD/USDC has no farm: the page says so under the pair's title.
  await page.goto(`/#/staking/pools/${A}/${B}`)
  await expectPage(page, `/staking/pools/${A}/${B}`, 'BUSD-USDC Mining')
  await expect(page.getByTestId('stake-loading')).toHaveText('There is no farm for this pair on this network.')

  await page.goto(`/#/staking/single/${POOL}`)
  await expectPage(page, `/staking/single/${POOL}`, 'Stake: VENOM - Earn: BUSD')

  // The single pool is no liquidity token of a farm.
  await page.goto(`/#/staking/OVPit/${POOL}`)
  await expectPage(page, `/staking/OVPit/${POOL}`, 'Liquidity-token staking')
  await expect(page.getByTestId('stake-loading')).toHaveText('There is no farm for this pair on this network.')

  await page.goto('/#/staking/OVPit')
  await expectPage(page, '/staking/OVPit', 'Farms')
  await page.goto('/#/staking/single')
  await expectPage(page, '/staking/single', 'Single staking pools')

  await page.goto('/#/vote')
  await expectPage(page, '/vote', 'Proposals')
  await page.goto('/#/vote/1')
  await expectPage(page, '/vote/1', 'Fund community grants and the bug bounty') // the seeded proposal 1
})

test('on Goerli the staking pool and vote routes fall back to send; pair farms stay', async ({ page, wallet }) => {
  wallet.authorize()
  await wallet.switchChain(GOERLI)
  for (const path of [`/staking/single/${POOL}`, `/staking/OVPit/${POOL}`, '/vote', '/vote/1']) {
    await page.goto(`/#${path}`)
    await expectPage(page, '/send', 'Send')
  }
  await page.goto(`/#/staking/pools/${A}/${B}`)
  await expectPage(page, `/staking/pools/${A}/${B}`, / Mining$/)
})

test('on Harmony staking pools route but voting does not', async ({ page, wallet }) => {
  wallet.authorize()
  await wallet.switchChain(HARMONY)
  await page.goto(`/#/staking/single/${POOL}`)
  await expectPage(page, `/staking/single/${POOL}`, 'Single-token staking')
  await page.goto('/#/vote/1')
  await expectPage(page, '/send', 'Send')
})

test('route parameters are shown as text, never as markup', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const payload = '<img src=x onerror=alert(1)>'
  await page.goto(`/#/add/${encodeURIComponent(payload)}`)
  // Not a currency id: the add page resolves no token from it and renders nothing of it.
  await expect(page.getByRole('heading', { level: 1, name: 'Add Liquidity' })).toBeVisible()
  await expect(page.getByTestId('add-input-a').getByTestId('currency-select')).toHaveText(/Select a token/)
  await expect(page.locator('main img')).toHaveCount(0)
  expect(dialogs).toEqual([])
})
