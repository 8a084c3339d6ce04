// A node that refuses eth_getLogs for its size, as real nodes do past their block-range or result limit: the logs
// query goes to the node alone, so the refusal fails only the trading-fee APR (hidden) and never the farms' other
// reads; a node that caps the range gets the day of Swap events in parts, and the fee APR is shown as the chain's.
import {
  contractsFor,
  expectedFeeApr,
  expectFigure,
  farmPid,
  LOCAL_BLOCK_TIME,
  mul,
  of,
  PAIR,
  refuseGetLogs,
  rewardApr,
  swapTwice,
} from '../support/farmYields'
import { expect, test } from '../support/fixtures'
import { refusePriceEndpoint } from '../support/priceEndpoint'

// FRA priced from the chain alone, as the figures here are.
test.beforeEach(({ page }) => refusePriceEndpoint(page))

test("a node answering eth_getLogs with 'limit exceeded' leaves the farms list working and hides only the fee APR", async ({
  page,
  chain,
}) => {
  const fault = await refuseGetLogs(page, chain, () => ({ code: -32005, message: 'limit exceeded' }))
  const apr = await rewardApr(chain)
  const lockedPercent = of(await contractsFor(chain, 0).breeder.PERCENT_LOCK_BONUS_REWARD()).n

  await page.goto('/#/staking/OVPit')
  await expect(page.getByTestId('farms-tvl')).toHaveText(/\$[\d,]+(\.\d+)?/, { timeout: 30_000 })
  const row = page.getByTestId(`farm-${farmPid(chain, PAIR)}`)
  await row.scrollIntoViewIfNeeded()
  await expect(row.getByTestId('farm-yields')).toHaveAttribute('data-fee-apr', 'hidden')
  await expect(row.getByTestId('farm-fee-apr')).toHaveCount(0)
  await expectFigure(page, 'farm-apr-paid-now', mul(apr, of(100n - lockedPercent, 100n)), row)
  await expectFigure(page, 'farm-apr-locked', mul(apr, of(lockedPercent, 100n)), row)
  await expect(row.getByTestId('farm-deposits')).toHaveText(/\$[\d,]+\.\d{2}$/)
  expect(fault.refused).toBeGreaterThan(0)
  expect(fault.served).toBe(0)
  // Each logs query had a POST of its own: the block's batch of reads never carried it.
  expect(fault.batches.filter((methods) => methods.join() !== 'eth_getLogs')).toEqual([])
})

test('a node capping the eth_getLogs block range serves the day in parts, and the fee APR is the chain’s', async ({
  page,
  chain,
}) => {
  const feeApr = await expectedFeeApr(chain, await swapTwice(chain))
  // A third of the day of blocks the app asks for passes: refused whole and in halves, served in quarters.
  const cap = Math.ceil(Math.ceil(86_400 / LOCAL_BLOCK_TIME) / 3)
  const fault = await refuseGetLogs(page, chain, ({ fromBlock, toBlock }) => {
    const size = Number(toBlock) - Number(fromBlock) + 1
    return size > cap
      ? { code: -32602, message: `eth_getLogs block range too large, range: ${size}, max: ${cap}` }
      : undefined
  })

  await page.goto(`/#/staking/pools/ETH/${chain.deployment.tokens.BUSD}`)
  await expect(page.getByTestId('stake-yields')).toHaveAttribute('data-fee-apr', 'shown', { timeout: 30_000 })
  await expectFigure(page, 'stake-fee-apr', feeApr)
  expect(fault.refused).toBeGreaterThanOrEqual(3)
  expect(fault.served).toBeGreaterThanOrEqual(4)
  expect(fault.batches.filter((methods) => methods.join() !== 'eth_getLogs')).toEqual([])
})
