// Farm yields recomputed from the chain for test/e2e/farmYields.test.ts: the reward APR as the app defines it, the
// trading-fee APR of the pair's last day of Swap events, two swaps to make some, and a node failing eth_getLogs.
import { type Page } from '@playwright/test'
import { type BigNumber, constants } from 'ethers'
import { parseEther } from 'ethers/lib/utils.js'

import { attach } from '../../../scripts/lib/contracts'
import { expect, type LocalChain, test } from './fixtures'
import { type CallsFault, type NodeError, refuseCalls } from './nodeFaults'

/** ChainId.LOCAL's block time in src/config/chains.ts: the app's blocks per year and day of blocks. */
export const LOCAL_BLOCK_TIME = 2
const SECONDS_PER_YEAR = 31_536_000n
export const PAIR = 'WFRA/BUSD'

/** An exact fraction of bigints, enough for the figures here. */
export interface Fraction {
  n: bigint
  d: bigint
}
export const mul = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d })
export const div = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d, d: a.d * b.n })
export const add = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d })
export const of = (n: bigint | BigNumber, d: bigint | BigNumber = 1n): Fraction => ({
  n: BigInt(n.toString()),
  d: BigInt(d.toString()),
})
export const toNumber = (value: Fraction) => Number((value.n * 10n ** 24n) / value.d) / 1e24
/** formatApr for English: two decimals and a percent sign. */
export const percent = (value: Fraction) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(toNumber(value) * 100)}%`

/** A figure shown as a percent whose `data-value` is `value` (to 1e-9). */
export async function expectFigure(page: Page, testId: string, value: Fraction, root = page.locator('body')) {
  const element = root.getByTestId(testId)
  await expect(element).toContainText(percent(value))
  const shown = Number(await element.getAttribute('data-value'))
  expect(Math.abs(shown / toNumber(value) - 1), `${testId} ${shown} vs ${toNumber(value)}`).toBeLessThan(1e-9)
}

export function contractsFor(chain: LocalChain, account: number) {
  const signer = chain.provider.getSigner(chain.accounts[account])
  const { deployment } = chain
  const pairs = deployment.pairs as Record<string, string>
  return {
    breeder: attach(signer, 'MasterBreeder', deployment.staking.masterBreeder),
    venom: attach(signer, 'VenomToken', deployment.governance.token),
    factory: attach(signer, 'UniswapV2Factory', deployment.factory),
    router: attach(signer, 'UniswapV2Router02', deployment.router),
    busd: attach(signer, 'DemoERC20', deployment.tokens.BUSD),
    pair: (name: string) => attach(signer, 'UniswapV2Pair', pairs[name]),
  }
}

export function farmPid(chain: LocalChain, pair: string): number {
  const farm = chain.deployment.staking.farms.find((entry) => entry.pair === pair)
  if (!farm) throw new Error(`no ${pair} farm in the deployment`)
  return farm.pid
}

/** Reserves of `token` and the other side of `pair`, in that order. */
async function reservesOf(pair: ReturnType<ReturnType<typeof contractsFor>['pair']>, token: string) {
  const [reserve0, reserve1]: [BigNumber, BigNumber] = await pair.getReserves()
  const isToken0 = (await pair.token0()).toLowerCase() === token.toLowerCase()
  return isToken0 ? { token: reserve0, other: reserve1, isToken0 } : { token: reserve1, other: reserve0, isToken0 }
}

/** The farm's reward APR as the app defines it (spec §9), from the chain: reward price × per block × blocks a year ÷
 * the stake's USD value. VENOM is priced through VENOM/BUSD; the WFRA/BUSD stake is twice its BUSD side. */
export async function rewardApr(chain: LocalChain): Promise<Fraction> {
  const { breeder, venom, busd, pair } = contractsFor(chain, 0)
  const pid = farmPid(chain, PAIR)
  const venomSide = await reservesOf(pair('VENOM/BUSD'), venom.address)
  const venomUsd = of(venomSide.other, venomSide.token)
  const rewardPerBlock = of(await breeder.getNewRewardPerBlock(pid + 1), 10n ** 18n)
  const blocksPerYear = of(SECONDS_PER_YEAR, BigInt(LOCAL_BLOCK_TIME))
  const lp = pair(PAIR)
  const busdSide = await reservesOf(lp, busd.address)
  const stakedUsd = mul(
    of(2n * BigInt(busdSide.token.toString()), 10n ** 18n),
    of(await lp.balanceOf(breeder.address), await lp.totalSupply()),
  )
  expect(BigInt(stakedUsd.n) > 0n, 'the farm has a stake').toBe(true)
  return div(mul(mul(venomUsd, rewardPerBlock), blocksPerYear), stakedUsd)
}

/** A day of the local chain's blocks: what the app counts back for a 24 h change (src/hooks/pools/useDayAgoContext). */
export const DAY_OF_BLOCKS = Math.ceil(86_400 / LOCAL_BLOCK_TIME)
/** What mining a day of blocks may take: Anvil spends about 0.6 ms a block, 26 s on an idle 2-core machine and about
 * 50 s beside another worker, within a test limit of 60 s meant for the test's own steps. */
const MINING_A_DAY_MS = 90_000

/** Mines a day of empty blocks, and gives the running test the time that takes on top of its own limit. */
export async function mineADay(chain: LocalChain): Promise<void> {
  test.info().setTimeout(test.info().timeout + MINING_A_DAY_MS)
  await chain.provider.send('anvil_mine', [`0x${DAY_OF_BLOCKS.toString(16)}`])
}

// A fixed gas limit for the swaps: an estimate made in the last block's second runs out of gas when the swap is
// mined in a later one, where the pair also writes its price accumulators (seen once: 129,985 of 130,075 used).
const SWAP_GAS_LIMIT = 400_000

/** Two swaps on the pair through the router: FRA in, then BUSD in. Returns their transaction hashes. */
export async function swapTwice(chain: LocalChain): Promise<string[]> {
  const { router, busd } = contractsFor(chain, 3)
  const account = chain.accounts[3]
  const weth = chain.deployment.weth
  const first = await (
    await router.swapExactETHForTokens(0, [weth, busd.address], account, constants.MaxUint256, {
      value: parseEther('3'),
      gasLimit: SWAP_GAS_LIMIT,
    })
  ).wait()
  const busdIn: BigNumber = (await busd.balanceOf(account)).div(2)
  await (await busd.approve(router.address, busdIn)).wait()
  const second = await (
    await router.swapExactTokensForETH(busdIn, 0, [busd.address, weth], account, constants.MaxUint256, {
      gasLimit: SWAP_GAS_LIMIT,
    })
  ).wait()
  return [first.transactionHash, second.transactionHash]
}

/** The fee APR from the pair's Swap events of the last day of blocks and its reserves, as the contracts define it:
 * 0.3% of each input stays with the LPs (0.25% with the factory's feeTo set), × 365 ÷ the pool's USD value. */
export async function expectedFeeApr(chain: LocalChain, swapHashes: string[]): Promise<Fraction> {
  const { factory, busd, pair } = contractsFor(chain, 0)
  const lp = pair(PAIR)
  const latest = await chain.provider.getBlockNumber()
  const fromBlock = Math.max(0, latest - Math.ceil(86_400 / LOCAL_BLOCK_TIME) + 1)
  const logs = await lp.queryFilter(lp.filters.Swap(), fromBlock, latest)
  const hashes = logs.map((log) => log.transactionHash)
  for (const hash of swapHashes) expect(hashes, 'the test swaps are in the day of logs').toContain(hash)
  const busdSide = await reservesOf(lp, busd.address)
  // BUSD is the dollar; FRA is priced through this very pair (the price endpoint is off in these tests).
  const busdUsd = of(1n)
  const fraUsd = of(busdSide.token, busdSide.other)
  const [usd0, usd1] = busdSide.isToken0 ? [busdUsd, fraUsd] : [fraUsd, busdUsd]
  let volume = of(0n)
  for (const log of logs) {
    volume = add(volume, mul(of(log.args!.amount0In, 10n ** 18n), usd0))
    volume = add(volume, mul(of(log.args!.amount1In, 10n ** 18n), usd1))
  }
  const feeTo: string = await factory.feeTo()
  const lpFee = feeTo === constants.AddressZero ? of(3n, 1000n) : of(25n, 10_000n)
  const liquidityUsd = of(2n * BigInt(busdSide.token.toString()), 10n ** 18n)
  return div(mul(mul(volume, lpFee), of(365n)), liquidityUsd)
}

interface LogFilter {
  fromBlock: string
  toBlock: string
}

export type LogsFault = CallsFault

/**
 * A node fault for eth_getLogs only: `refuse` says which queries the node answers with an error (by their filter),
 * in the same body as everything else, which still reaches the node.
 */
export function refuseGetLogs(
  page: Page,
  chain: LocalChain,
  refuse: (filter: LogFilter) => NodeError | undefined,
): Promise<LogsFault> {
  return refuseCalls(page, chain, 'eth_getLogs', (call) => refuse(call.params[0] as LogFilter))
}

/** A node failing every eth_getLogs. Returns the count failed. */
export async function failGetLogs(page: Page, chain: LocalChain): Promise<{ count: number }> {
  const fault = await refuseGetLogs(page, chain, () => ({ code: -32000, message: 'block range is too wide' }))
  return {
    get count() {
      return fault.refused
    },
  }
}
