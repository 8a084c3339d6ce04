// Farm yields against Anvil: the reward APR split into paid now and locked as the breeder locks it, the token's
// unlock schedule, and the trading-fee APR of the last day of Swap events — each figure recomputed here from contract
// reads and the pair's logs — and, with the node failing eth_getLogs, the fee APR hidden while the rest still shows.
import {
  contractsFor,
  expectedFeeApr,
  expectFigure,
  failGetLogs,
  farmPid,
  LOCAL_BLOCK_TIME,
  mul,
  of,
  PAIR,
  percent,
  rewardApr,
  swapTwice,
  toNumber,
} from './support/farmYields'
import { expect, test } from './support/fixtures'
import { refusePriceEndpoint } from './support/priceEndpoint'

// FRA priced from the chain alone, as the figures here are.
test.beforeEach(({ page }) => refusePriceEndpoint(page))

test('the farm page and list split the reward APR as the breeder locks it, show the unlock schedule and the fee APR of the last day of swaps', async ({
  page,
  chain,
}) => {
  const { breeder, venom } = contractsFor(chain, 0)
  const swapHashes = await swapTwice(chain)
  const lockedPercent = of(await breeder.PERCENT_LOCK_BONUS_REWARD())
  const lockFrom = (await venom.lockFromBlock()).toNumber()
  const lockTo = (await venom.lockToBlock()).toNumber()
  const apr = await rewardApr(chain)
  const paidNow = mul(apr, of(100n - lockedPercent.n, 100n))
  const locked = mul(apr, of(lockedPercent.n, 100n))
  const feeApr = await expectedFeeApr(chain, swapHashes)
  expect(toNumber(feeApr)).toBeGreaterThan(0)
  const latest = await chain.provider.getBlockNumber()

  await page.goto(`/#/staking/pools/ETH/${chain.deployment.tokens.BUSD}`)
  await expect(page.getByRole('heading', { level: 1, name: 'FRA-BUSD Mining' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('stake-apr')).toHaveText(`APR: ${percent(apr)}`)
  await expect(page.getByTestId('stake-apr-paid-now')).toContainText(`Paid now (${100n - lockedPercent.n}%)`)
  await expectFigure(page, 'stake-apr-paid-now', paidNow)
  await expect(page.getByTestId('stake-apr-locked')).toContainText(`Locked (${lockedPercent.n}%)`)
  await expectFigure(page, 'stake-apr-locked', locked)

  const schedule = page.getByTestId('stake-unlock-schedule')
  await expect(schedule).toHaveAttribute('data-from-block', String(lockFrom))
  await expect(schedule).toHaveAttribute('data-to-block', String(lockTo))
  const blocks = new Intl.NumberFormat('en')
  await expect(schedule).toContainText(`from block ${blocks.format(lockFrom)} to block ${blocks.format(lockTo)}`)
  // The end's date from the block time: the page estimated it within these two minutes, so one of the two dates.
  const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })
  const text = (await schedule.textContent()) ?? ''
  const endAt = (shift: number) => date.format(Date.now() + shift + (lockTo - latest) * LOCAL_BLOCK_TIME * 1000)
  expect(
    [endAt(-60_000), endAt(60_000)].some((end) => text.includes(`to ${end})`)),
    text,
  ).toBe(true)

  await expect(page.getByTestId('stake-yields')).toHaveAttribute('data-fee-apr', 'shown')
  await expectFigure(page, 'stake-fee-apr', feeApr)

  // The list: the same figures in the farm's row.
  await page.goto('/#/staking/OVPit')
  const row = page.getByTestId(`farm-${farmPid(chain, PAIR)}`)
  await row.scrollIntoViewIfNeeded()
  await expectFigure(page, 'farm-apr-paid-now', paidNow, row)
  await expectFigure(page, 'farm-apr-locked', locked, row)
  await expect(row.getByTestId('farm-yields')).toHaveAttribute('data-fee-apr', 'shown')
  await expect(row.getByTestId('farm-fee-apr')).toContainText(`Trading fees (24 h): ${percent(feeApr)}`)
  await expectFigure(page, 'farm-fee-apr', feeApr, row)
  await expect(page.getByTestId('farms-unlock-schedule')).toHaveAttribute('data-to-block', String(lockTo))
})

test('with the node failing eth_getLogs, the fee APR is hidden and the rest of the yields still show', async ({
  page,
  chain,
}) => {
  const failedGetLogs = await failGetLogs(page, chain)
  const apr = await rewardApr(chain)
  const { breeder } = contractsFor(chain, 0)
  const lockedPercent = of(await breeder.PERCENT_LOCK_BONUS_REWARD()).n

  await page.goto(`/#/staking/pools/ETH/${chain.deployment.tokens.BUSD}`)
  await expect(page.getByRole('heading', { level: 1, name: 'FRA-BUSD Mining' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('stake-yields')).toHaveAttribute('data-fee-apr', 'hidden')
  expect(failedGetLogs.count).toBeGreaterThan(0)
  await expect(page.getByTestId('stake-fee-apr')).toHaveCount(0)
  await expect(page.getByText(/Trading fees/)).toHaveCount(0)
  await expectFigure(page, 'stake-apr-paid-now', mul(apr, of(100n - lockedPercent, 100n)))
  await expectFigure(page, 'stake-apr-locked', mul(apr, of(lockedPercent, 100n)))
  await expect(page.getByTestId('stake-unlock-schedule')).toBeVisible()
  await expect(page.getByTestId('stake-total-deposits')).toHaveText(/^\$[\d,]+(\.\d+)?$/)

  await page.goto('/#/staking/OVPit')
  const row = page.getByTestId(`farm-${farmPid(chain, PAIR)}`)
  await row.scrollIntoViewIfNeeded()
  await expect(row.getByTestId('farm-yields')).toHaveAttribute('data-fee-apr', 'hidden')
  await expect(row.getByTestId('farm-fee-apr')).toHaveCount(0)
  await expect(row.getByTestId('farm-apr-locked')).toBeVisible()
})
