// The portfolio (issue 42): account 1's tokens and pool positions with their USD values equal the chain (balances by
// balanceOf and getBalance, positions from the pair's reserves and total supply, prices by the engine's rules), the
// total is their sum, tokens on no list that its history touched are rows too, a transfer made outside the page moves
// the figures within two blocks, zero balances are hidden until asked for, a node refusing logs leaves a note and
// the rest, the total's 24 h change follows a day of prices, and the page is one click away from the header, the menu
// and the account view.
import { type Locator, type Page } from '@playwright/test'
import { type BigNumber, constants, Contract } from 'ethers'
import { formatUnits } from 'ethers/lib/utils.js'

import { attach } from '../../scripts/lib/contracts'
import { expectUsd, READY } from './support/explorerFigures'
import {
  add,
  contractsFor,
  div,
  failGetLogs,
  farmPid,
  type Fraction,
  mineADay,
  mul,
  of,
  swapTwice,
  toNumber,
} from './support/farmYields'
import { expect, type LocalChain, test } from './support/fixtures'
import { readFactoryPools, tvlOf, usdPricer } from './support/poolFigures'
import { refusePriceEndpoint } from './support/priceEndpoint'
import { addNativePool, deployTestToken } from './support/tokens'
import type { TestWallet } from './support/wallet'

test.beforeEach(({ page }) => refusePriceEndpoint(page))

const ERC20 = ['function balanceOf(address) view returns (uint256)', 'function totalSupply() view returns (uint256)']

/** Account 1 (the wallet's) connected, with its portfolio open and read: its address. */
async function openPortfolio(page: Page, wallet: TestWallet): Promise<string> {
  wallet.authorize()
  await page.goto('/#/portfolio')
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible()
  await expect(page.getByTestId('portfolio-total')).toHaveAttribute('data-usd', /\d/, READY)
  return wallet.account
}

const rawOf = async (chain: LocalChain, token: string, account: string) =>
  BigInt(((await new Contract(token, ERC20, chain.provider).balanceOf(account)) as BigNumber).toString())

/** Whole units as the page's data-balance writes them (the SDK's toExact: no trailing '.0'). */
const exact = (raw: bigint, decimals: number) => formatUnits(raw, decimals).replace(/\.0$/, '')

/** A row's plain-number USD value (0 when it has none). */
const usdOf = async (row: Locator) => Number((await row.getAttribute('data-usd')) ?? 0)

test('account 1’s tokens, positions, stakes, V1 liquidity and locked VENOM equal the chain; the total is their sum', async ({
  page,
  chain,
  wallet,
}) => {
  const pools = await readFactoryPools(chain)
  const price = usdPricer(chain, pools)
  const { tokens, weth } = chain.deployment
  const account = await openPortfolio(page, wallet)

  let total: Fraction = of(0n)
  const native = BigInt((await chain.provider.getBalance(account)).toString())
  const nativeRow = page.getByTestId('portfolio-token-NATIVE')
  await expect(nativeRow).toHaveAttribute('data-balance', exact(native, 18), READY)
  await expectUsd(nativeRow, 'data-usd', mul(of(native, 10n ** 18n), price(weth)!))
  total = add(total, mul(of(native, 10n ** 18n), price(weth)!))

  const decimals: Record<string, number> = { BUSD: 18, USDC: 6, WBTC: 8, VENOM: 18, FOT: 18 }
  for (const [symbol, places] of Object.entries(decimals)) {
    const address = tokens[symbol as keyof typeof tokens]
    const raw = await rawOf(chain, address, account)
    expect(raw, `account 1 holds ${symbol}`).toBeGreaterThan(0n)
    const row = page.getByTestId(`portfolio-token-${address}`)
    await expect(row).toHaveAttribute('data-balance', exact(raw, places), READY)
    const value = mul(of(raw, 10n ** BigInt(places)), price(address)!)
    await expectUsd(row, 'data-usd', value)
    total = add(total, value)
  }

  // Every pair the factory made whose pool tokens account 1 holds in its wallet, and no other.
  const held = []
  for (const pool of pools) {
    const raw = await rawOf(chain, pool.address, account)
    if (raw > 0n) held.push({ pool, raw })
  }
  expect(held.map(({ pool }) => pool.address)).toContain(chain.deployment.pairs['WFRA/BUSD'])
  await expect(page.getByTestId('portfolio-positions').locator('tbody tr')).toHaveCount(held.length, READY)
  for (const { pool, raw } of held) {
    const supply = BigInt(
      ((await new Contract(pool.address, ERC20, chain.provider).totalSupply()) as BigNumber).toString(),
    )
    const row = page.getByTestId(`portfolio-position-${pool.address}`)
    await expect(row).toHaveAttribute('data-liquidity', String(raw))
    const value = mul(tvlOf(chain, pool, price)!, div(of(raw), of(supply)))
    await expectUsd(row, 'data-usd', value)
    total = add(total, value)
  }

  // Its stake in the WFRA/BUSD farm: the breeder's userInfo and pendingReward (which grows each block: compared at
  // the same head).
  const { breeder } = contractsFor(chain, 1)
  const pid = farmPid(chain, 'WFRA/BUSD')
  const stake = page.getByTestId(`portfolio-stake-${chain.deployment.staking.masterBreeder}-${pid}`)
  const staked: BigNumber = (await breeder.userInfo(pid, account))[0]
  expect(staked.gt(0), 'account 1 stakes in the farm').toBe(true)
  await expect(stake).toHaveAttribute('data-staked', staked.toString(), READY)
  await expect
    .poll(
      async () => (await stake.getAttribute('data-pending')) === String(await breeder.pendingReward(pid, account)),
      READY,
    )
    .toBe(true)
  await expect(stake).toHaveAttribute('data-usd', /\d/)

  // Its V1 BUSD liquidity: its share of the exchange's BUSD and FRA, as removeLiquidity pays it.
  const exchange = chain.deployment.v1Exchanges.BUSD
  const v1Liquidity = await rawOf(chain, exchange, account)
  const v1Supply = BigInt(((await new Contract(exchange, ERC20, chain.provider).totalSupply()) as BigNumber).toString())
  const v1Tokens = ((await rawOf(chain, tokens.BUSD, exchange)) * v1Liquidity) / v1Supply
  const v1Native = (BigInt((await chain.provider.getBalance(exchange)).toString()) * v1Liquidity) / v1Supply
  const v1Row = page.getByTestId(`portfolio-v1-${exchange}`)
  await expect(v1Row).toHaveAttribute('data-liquidity', String(v1Liquidity), READY)
  const v1Value = add(mul(of(v1Tokens, 10n ** 18n), price(tokens.BUSD)!), mul(of(v1Native, 10n ** 18n), price(weth)!))
  await expectUsd(v1Row, 'data-usd', v1Value)
  total = add(total, v1Value)

  // Its locked VENOM, votes and delegate: the token's lockOf, getCurrentVotes and delegates.
  const { venom } = contractsFor(chain, 1)
  const locked = BigInt(((await venom.lockOf(account)) as BigNumber).toString())
  await expect(page.getByTestId('portfolio-locked')).toHaveAttribute('data-locked', String(locked), READY)
  await expectUsd(page.getByTestId('portfolio-locked'), 'data-usd', mul(of(locked, 10n ** 18n), price(tokens.VENOM)!))
  const votes = page.getByTestId('portfolio-votes')
  await expect(votes).toHaveAttribute('data-votes', formatUnits(await venom.getCurrentVotes(account), 18), READY)
  // The demo's account 1 delegates to itself, and the card says so rather than showing its own address.
  expect(await venom.delegates(account)).toBe(account)
  await expect(votes).toHaveAttribute('data-delegate', account)
  await expect(votes).toContainText('Delegated to yourself')

  // The total is the sum of the rows, and the chain's sum: every listed token counts, not only those checked above.
  const rows = page.locator(
    [
      '[data-testid^="portfolio-token-"]',
      '[data-testid^="portfolio-position-"]',
      '[data-testid^="portfolio-stake-"]',
      '[data-testid^="portfolio-v1-"]',
      '[data-testid="portfolio-locked"]',
    ].join(', '),
  )
  let shown = 0
  for (const row of await rows.all()) shown += await usdOf(row)
  const totalShown = Number(await page.getByTestId('portfolio-total').getAttribute('data-usd'))
  expect(Math.abs(totalShown - shown) / shown).toBeLessThan(1e-9)
  expect(totalShown).toBeGreaterThanOrEqual(toNumber(total) * (1 - 1e-9))
})

test('a transfer made outside the page moves the figures within two blocks; zero balances show when asked', async ({
  page,
  chain,
  wallet,
}) => {
  const { USDC } = chain.deployment.tokens
  const account = await openPortfolio(page, wallet)
  const row = page.getByTestId(`portfolio-token-${USDC}`)
  await expect(row).toHaveAttribute('data-balance', /[1-9]/, READY)
  const totalBefore = Number(await page.getByTestId('portfolio-total').getAttribute('data-usd'))

  // All of account 1's USDC leaves by a transaction this page never saw (another tab, another wallet).
  const usdc = attach(chain.provider.getSigner(account), 'DemoERC20', USDC)
  const raw = await rawOf(chain, USDC, account)
  const receipt = await (await usdc.transfer(chain.accounts[2], raw)).wait()
  await expect(row).toHaveCount(0, READY)
  expect(await chain.provider.getBlockNumber(), 'shown gone within two blocks of the transfer').toBeLessThanOrEqual(
    receipt.blockNumber + 2,
  )
  const totalAfter = Number(await page.getByTestId('portfolio-total').getAttribute('data-usd'))
  // USDC is a dollar through its BUSD pool, near enough for a transfer of its whole balance.
  expect(totalBefore - totalAfter).toBeCloseTo(Number(formatUnits(raw, 6)), -1)

  await page.getByTestId('portfolio-show-zero').click()
  await expect(row).toHaveAttribute('data-balance', '0')
  await expect(row).toHaveAttribute('data-usd', '0')
  await page.getByTestId('portfolio-show-zero').click()
  await expect(row).toHaveCount(0)
})

test('tokens on no list that the account’s history touched are its rows too, marked, priced by their pools', async ({
  page,
  chain,
  wallet,
}) => {
  const account = wallet.account
  // GIFT (6 decimals) has a WFRA pool, so the engine prices it; GONE came and went, so its balance is zero.
  const gift = await deployTestToken(chain, 'Gift Token', 'GIFT', 6)
  await addNativePool(chain, gift, String(100_000n * 10n ** 6n), '50')
  await (await gift.transfer(account, 1_234_500_000n)).wait()
  const gone = await deployTestToken(chain, 'Gone Token', 'GONE')
  await (await gone.transfer(account, 10n ** 18n)).wait()
  const goneAsAccount = attach(chain.provider.getSigner(account), 'DemoERC20', gone.address)
  await (await goneAsAccount.transfer(chain.accounts[2], 10n ** 18n)).wait()

  await openPortfolio(page, wallet)
  const giftRow = page.getByTestId(`portfolio-token-${gift.address}`)
  await expect(giftRow).toHaveAttribute('data-balance', '1234.5', READY)
  await expect(giftRow.getByTestId('portfolio-token-unlisted')).toBeVisible()
  await expect(giftRow).toContainText('GIFT')
  await expect(page.getByTestId('portfolio-history-progress')).toHaveCount(0)
  // Its value is the engine's: GIFT in WFRA by its pool's reserves, WFRA in USD by the stable pools.
  const price = usdPricer(chain, await readFactoryPools(chain))
  expect(price(gift.address)).toBeDefined()
  await expectUsd(giftRow, 'data-usd', mul(of(1_234_500_000n, 10n ** 6n), price(gift.address)!))

  // A listed token is one row, not two; a pool token is a position, not a token row.
  await expect(page.getByTestId(`portfolio-token-${chain.deployment.tokens.BUSD}`)).toHaveCount(1)
  await expect(page.getByTestId(`portfolio-token-${chain.deployment.pairs['WFRA/BUSD']}`)).toHaveCount(0)

  const goneRow = page.getByTestId(`portfolio-token-${gone.address}`)
  await expect(goneRow).toHaveCount(0)
  await page.getByTestId('portfolio-show-zero').click()
  await expect(goneRow).toHaveAttribute('data-balance', '0', READY)
  await expect(goneRow.getByTestId('portfolio-token-unlisted')).toBeVisible()
})

test('a node refusing eth_getLogs: a note, and the listed tokens, positions and total still shown', async ({
  page,
  chain,
  wallet,
}) => {
  const refused = await failGetLogs(page, chain)
  const account = await openPortfolio(page, wallet)
  await expect(page.getByTestId('portfolio-history-unserved')).toBeVisible(READY)
  expect(refused.count).toBeGreaterThan(0)
  const busd = chain.deployment.tokens.BUSD
  await expect(page.getByTestId(`portfolio-token-${busd}`)).toHaveAttribute(
    'data-balance',
    exact(await rawOf(chain, busd, account), 18),
  )
  await expect(page.getByTestId(`portfolio-position-${chain.deployment.pairs['WFRA/BUSD']}`)).toHaveAttribute(
    'data-usd',
    /\d/,
  )
})

test('a stake made outside the page moves the stake and the position within two blocks', async ({
  page,
  chain,
  wallet,
}) => {
  const pair = chain.deployment.pairs['WFRA/BUSD']
  const pid = farmPid(chain, 'WFRA/BUSD')
  const { breeder, pair: pairOf } = contractsFor(chain, 1)
  const account = await openPortfolio(page, wallet)
  const stake = page.getByTestId(`portfolio-stake-${chain.deployment.staking.masterBreeder}-${pid}`)
  const position = page.getByTestId(`portfolio-position-${pair}`)
  const before: BigNumber = (await breeder.userInfo(pid, account))[0]
  await expect(stake).toHaveAttribute('data-staked', before.toString(), READY)
  await expect(position).toHaveAttribute('data-liquidity', /\d/, READY)

  // Every pool token in the wallet goes into the farm, by a transaction this page never saw.
  const liquidity = pairOf('WFRA/BUSD')
  const held: BigNumber = await liquidity.balanceOf(account)
  await (await liquidity.approve(breeder.address, constants.MaxUint256)).wait()
  const receipt = await (await breeder.deposit(pid, held, constants.AddressZero)).wait()
  await expect(stake).toHaveAttribute('data-staked', before.add(held).toString(), READY)
  await expect(position).toHaveCount(0)
  expect(await chain.provider.getBlockNumber(), 'shown within two blocks of the deposit').toBeLessThanOrEqual(
    receipt.blockNumber + 2,
  )
})

test('the total’s 24 h change is what a day of prices did to what the account holds now', async ({
  page,
  chain,
  wallet,
}) => {
  // Account 7, which the demo state never used, holds FRA only; a day of blocks passes with no trade, then another
  // account buys BUSD with FRA and moves FRA's price.
  await wallet.switchAccount(7)
  const weth = chain.deployment.weth
  const before = usdPricer(chain, await readFactoryPools(chain))(weth)!
  await mineADay(chain)
  await swapTwice(chain)
  const after = usdPricer(chain, await readFactoryPools(chain))(weth)!
  const expected = toNumber(div(after, before)) - 1
  expect(Math.abs(expected), 'the trade moved FRA’s price').toBeGreaterThan(1e-6)

  await openPortfolio(page, wallet)
  await expect(page.getByTestId('portfolio-tokens').locator('tbody tr')).toHaveCount(1)
  await expect(page.getByTestId('portfolio-token-NATIVE')).toBeVisible()
  const change = page.getByTestId('portfolio-change')
  await expect(change).toHaveAttribute('data-change', /\d/, READY)
  await expect.poll(async () => Number(await change.getAttribute('data-change')), READY).toBeCloseTo(expected, 9)
  await expect(change).toHaveText(/^[+-]\d+\.\d\d%/)
})

test('without a wallet the page asks for one; the header and the account view lead to it', async ({ page, wallet }) => {
  await page.goto('/#/portfolio')
  await expect(page.getByTestId('portfolio-connect')).toBeVisible()
  await expect(page.getByTestId('portfolio-total')).toHaveCount(0)

  wallet.authorize()
  await page.goto('/#/swap')
  await page.reload()
  // The header bar has room for it on a wide screen; narrower, the top-right menu holds it.
  await page.setViewportSize({ width: 1440, height: 800 })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible()
  await expect(page.getByTestId('portfolio-total')).toHaveAttribute('data-usd', /\d/, READY)
  await page.setViewportSize({ width: 360, height: 800 })
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' })).toBeHidden()
  await page.goto('/#/swap')
  await page.getByRole('button', { name: 'More' }).click()
  await page.getByTestId('menu-portfolio').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible()

  await page.goto('/#/swap')
  await page.getByTestId('web3-status-connected').click()
  await page.getByTestId('wallet-portfolio').click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/#\/portfolio$/)
})
