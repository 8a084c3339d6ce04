// The pool page and the pair finder against the seeded chain: account 1's WFRA/BUSD position (wallet plus farm
// stake) is checked against balanceOf, MasterBreeder userInfo, reserves and totalSupply read here; the finder's
// messages follow what the factory and pairs say, and a found pair is saved for the pool page.
import { type Page } from '@playwright/test'
import { BigNumber, constants, Contract } from 'ethers'
import { formatUnits } from 'ethers/lib/utils.js'

import { significant } from './support/amounts'
import { searchTokens } from './support/currencyDialog'
import { expect, type LocalChain, test } from './support/fixtures'
import { type TestWallet } from './support/wallet'

const PAIR = [
  'function balanceOf(address) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
  'function transfer(address, uint256) returns (bool)',
]
// userInfo's first field is the staked amount.
const BREEDER = [
  'function userInfo(uint256, address) view returns (uint256, uint256, uint256, uint256, uint256, uint256, uint256)',
]
const FACTORY = ['function getPair(address, address) view returns (address)']

/** Percent with `decimals` decimals, rounded half up like the SDK's Percent.toFixed. */
function percentFixed(numerator: BigNumber, denominator: BigNumber, decimals: number): string {
  const scale = BigNumber.from(10).pow(decimals)
  const scaled = numerator.mul(100).mul(scale).mul(2).add(denominator).div(denominator.mul(2))
  const [whole, fraction = ''] = formatUnits(scaled, decimals).split('.')
  return `${whole}.${fraction.padEnd(decimals, '0')}`
}

async function openPage(page: Page, wallet: TestWallet, path: string, account = 1): Promise<void> {
  if (account !== 1) await wallet.switchAccount(account)
  wallet.authorize()
  await page.goto(path)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
}

async function pick(page: Page, selector: 'find-currency-a' | 'find-currency-b', address: string | 'NATIVE') {
  await page.getByTestId(selector).click()
  if (address !== 'NATIVE') await searchTokens(page, address)
  await page.getByTestId(`token-row-${address}`).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

async function account1Position(chain: LocalChain) {
  const { deployment, provider, accounts } = chain
  const address = deployment.pairs['WFRA/BUSD']
  const pair = new Contract(address, PAIR, provider)
  const breeder = new Contract(deployment.staking.masterBreeder, BREEDER, provider)
  const pid = deployment.staking.farms.find((farm) => farm.lpToken === address)?.pid
  expect(pid, 'the WFRA/BUSD farm').toBeDefined()
  const [wallet, [staked], supply, [reserve0, reserve1], token0] = await Promise.all([
    pair.balanceOf(accounts[1]) as Promise<BigNumber>,
    breeder.userInfo(pid, accounts[1]) as Promise<[BigNumber]>,
    pair.totalSupply() as Promise<BigNumber>,
    pair.getReserves() as Promise<[BigNumber, BigNumber]>,
    pair.token0() as Promise<string>,
  ])
  return { address, wallet, staked, supply, reserve0, reserve1, token0 }
}

test("the pool page shows account 1's WFRA/BUSD position with its farm stake, as the chain has it", async ({
  page,
  wallet,
  chain,
}) => {
  const position = await account1Position(chain)
  // The demo state: LP in the wallet and in the farm.
  expect(position.wallet.gt(0)).toBe(true)
  expect(position.staked.gt(0)).toBe(true)
  const busd = chain.deployment.tokens.BUSD
  expect(position.token0).toBe(busd) // BUSD sorts before WFRA: the card reads BUSD/FRA

  await openPage(page, wallet, '/#/pool')
  await expect(page.getByRole('heading', { name: 'Liquidity provider rewards' })).toBeVisible()
  await expect(page.getByText(/earn a 0\.2% fee on all trades/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create a pair' })).toHaveAttribute('href', '#/create/ETH')
  await expect(page.getByRole('link', { name: 'Add Liquidity' })).toHaveAttribute('href', '#/add/ETH')

  const card = page.getByTestId(`position-${position.address}`)
  await expect(card.getByTestId('position-pair')).toHaveText('BUSD/FRA')
  const total = position.wallet.add(position.staked)
  await expect(card.getByTestId('position-pool-tokens')).toHaveText(significant(total, 18, 4))
  await expect(card.getByTestId('position-staked')).toHaveText(significant(position.staked, 18, 4))
  const pooled0 = position.reserve0.mul(total).div(position.supply)
  const pooled1 = position.reserve1.mul(total).div(position.supply)
  await expect(card.getByTestId('position-pooled-0')).toHaveText(significant(pooled0, 18, 6))
  await expect(card.getByTestId('position-pooled-1')).toHaveText(significant(pooled1, 18, 6))
  await expect(card.getByTestId('position-share')).toHaveText(`${percentFixed(total, position.supply, 6)}%`)

  await expect(card.getByTestId('position-add')).toHaveAttribute('href', `#/add/${busd}/ETH`)
  await expect(card.getByTestId('position-remove')).toHaveAttribute('href', `#/remove/${busd}/ETH`)
  await expect(card.getByTestId('position-mining')).toHaveAttribute('href', `#/staking/pools/${busd}/ETH`)
  // Account 1 also holds V1 BUSD liquidity.
  await expect(page.getByRole('link', { name: 'Migrate now.' })).toHaveAttribute('href', '#/migrate/v1')
  // The local chain has no analytics site.
  await expect(page.getByText('Account analytics and accrued fees')).toHaveCount(0)

  await card.getByTestId('position-remove').click()
  await expect(page).toHaveURL(new RegExp(`#/remove/${busd}/ETH$`))
})

test('a position held only in the farm still shows, with every pool token staked', async ({ page, wallet, chain }) => {
  const before = await account1Position(chain)
  // Account 1 moves its wallet LP away; the stake stays in the farm.
  const pair = new Contract(before.address, PAIR, chain.provider.getSigner(chain.accounts[1]))
  await (await pair.transfer(chain.accounts[4], before.wallet)).wait()
  const after = await account1Position(chain)
  expect(after.wallet.isZero()).toBe(true)
  expect(after.staked.eq(before.staked)).toBe(true)

  await openPage(page, wallet, '/#/pool')
  const card = page.getByTestId(`position-${after.address}`)
  await expect(card.getByTestId('position-pool-tokens')).toHaveText(significant(after.staked, 18, 4))
  await expect(card.getByTestId('position-staked')).toHaveText(significant(after.staked, 18, 4))
  await expect(card.getByTestId('position-share')).toHaveText(`${percentFixed(after.staked, after.supply, 6)}%`)
})

test('an account without liquidity: no liquidity found, and the footer offers the finder', async ({
  page,
  wallet,
  chain,
}) => {
  const pair = new Contract(chain.deployment.pairs['WFRA/BUSD'], PAIR, chain.provider)
  expect((await pair.balanceOf(chain.accounts[3])).isZero()).toBe(true)
  await openPage(page, wallet, '/#/pool', 3)
  await expect(page.getByText('No liquidity found.')).toBeVisible()
  const importLink = page.getByRole('link', { name: 'Import it.' })
  await expect(importLink).toHaveAttribute('href', '#/find')
  await importLink.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Import Pool' })).toBeVisible()
})

test('find: an existing pair without liquidity, one that does not exist, and an invalid one', async ({
  page,
  wallet,
  chain,
}) => {
  const { BUSD: busd, USDC: usdc, WBTC: wbtc } = chain.deployment.tokens
  const usdcBusd = new Contract(chain.deployment.pairs['USDC/BUSD'], PAIR, chain.provider)
  expect((await usdcBusd.balanceOf(chain.accounts[3])).isZero()).toBe(true)
  const [reserve0] = (await usdcBusd.getReserves()) as [BigNumber]
  expect(reserve0.gt(0)).toBe(true)
  const factory = new Contract(chain.deployment.factory, FACTORY, chain.provider)
  expect(await factory.getPair(wbtc, usdc)).toBe(constants.AddressZero)

  await openPage(page, wallet, '/#/find', 3)
  const status = page.getByTestId('find-status')
  await expect(page.getByTestId('find-currency-a')).toContainText('FRA')
  await expect(page.getByTestId('find-currency-b')).toContainText('Select a Token')
  await expect(status).toHaveText('Select a token to find your liquidity.')

  await pick(page, 'find-currency-a', busd)
  await pick(page, 'find-currency-b', usdc)
  await expect(status).toContainText("You don't have liquidity in this pool yet.")
  await expect(status.getByRole('link', { name: 'Add liquidity.' })).toHaveAttribute('href', `#/add/${busd}/${usdc}`)

  await pick(page, 'find-currency-a', wbtc)
  await expect(status).toContainText('No pool found.')
  await expect(status.getByRole('link', { name: 'Create pool.' })).toHaveAttribute('href', `#/create/${wbtc}/${usdc}`)

  await pick(page, 'find-currency-a', 'NATIVE')
  await pick(page, 'find-currency-b', chain.deployment.weth)
  await expect(status).toHaveText('Invalid pair.')
})

test("find: account 1's FRA/BUSD pool is found, saved to the tracked pairs and managed on /pool", async ({
  page,
  wallet,
  chain,
}) => {
  const position = await account1Position(chain)
  await openPage(page, wallet, '/#/find')
  await pick(page, 'find-currency-b', chain.deployment.tokens.BUSD)
  const status = page.getByTestId('find-status')
  await expect(status).toContainText('Pool Found!')
  const card = page.getByTestId(`position-${position.address}`)
  const total = position.wallet.add(position.staked)
  await expect(card.getByTestId('position-pool-tokens')).toHaveText(significant(total, 18, 4))

  // Saved under the chain as 'token0:token1' (checksummed, sorted).
  const key = `${position.token0}:${chain.deployment.weth}`
  await expect
    .poll(() =>
      page.evaluate(
        ([k]) => Object.keys(JSON.parse(localStorage.getItem('venom_user') ?? '{}').pairs?.['31337'] ?? {}).includes(k),
        [key],
      ),
    )
    .toBe(true)

  await status.getByRole('link', { name: 'Manage this pool.' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your liquidity' })).toBeVisible()
  await expect(page.getByTestId(`position-${position.address}`)).toBeVisible()
})

test('a visitor without a wallet is asked to connect on both screens', async ({ page }) => {
  await page.goto('/#/pool')
  await expect(page.getByText('Connect to a wallet to view your liquidity.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Import it.' })).toHaveAttribute('href', '#/find')
  await page.goto('/#/find')
  await expect(page.getByTestId('find-status')).toHaveText('Connect to a wallet to find pools')
})
