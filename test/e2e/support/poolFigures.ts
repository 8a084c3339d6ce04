// The explorer's figures recomputed from the chain for test/e2e/pools.test.ts, the way the issue defines them: every
// pair the factory made (allPairsLength, allPairs), each TVL from its reserves, and the last day's volume as the sum
// of its Swap logs' inputs priced the same way (BUSD is the dollar; a token through its BUSD pair, else its WFRA pair
// times WFRA's price; the price endpoint is refused in these tests).
import { type BigNumber, Contract } from 'ethers'

import { LOCAL_BLOCK_TIME } from './farmYields'
import { add, div, type Fraction, mul, of } from './farmYields'
import { type LocalChain } from './fixtures'

const FACTORY = [
  'function allPairsLength() view returns (uint256)',
  'function allPairs(uint256) view returns (address)',
]
const PAIR = [
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
]
const ERC20 = ['function decimals() view returns (uint8)']

export interface ChainPool {
  address: string
  tokens: [string, string]
  decimals: [number, number]
  reserves: [bigint, bigint]
}

export async function readFactoryPools(chain: LocalChain): Promise<ChainPool[]> {
  const factory = new Contract(chain.deployment.factory, FACTORY, chain.provider)
  const count = Number(await factory.allPairsLength())
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const address: string = await factory.allPairs(index)
      const pair = new Contract(address, PAIR, chain.provider)
      const [token0, token1, [reserve0, reserve1]]: [string, string, [BigNumber, BigNumber]] = await Promise.all([
        pair.token0(),
        pair.token1(),
        pair.getReserves(),
      ])
      const decimals = await Promise.all(
        [token0, token1].map(async (token) => Number(await new Contract(token, ERC20, chain.provider).decimals())),
      )
      return {
        address,
        tokens: [token0, token1],
        decimals: [decimals[0], decimals[1]],
        reserves: [BigInt(reserve0.toString()), BigInt(reserve1.toString())],
      } satisfies ChainPool
    }),
  )
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const whole = (raw: bigint, decimals: number) => of(raw, 10n ** BigInt(decimals))

/** Price of one whole `token` in the other token of `pool`. */
function priceIn(pool: ChainPool, token: string): Fraction | undefined {
  const side = same(pool.tokens[0], token) ? 0 : 1
  const [mine, other] = [
    whole(pool.reserves[side], pool.decimals[side]),
    whole(pool.reserves[1 - side], pool.decimals[1 - side]),
  ]
  return mine.n === 0n || other.n === 0n ? undefined : div(other, mine)
}

/** USD prices of tokens, as the app's pricing engine gives them. */
export function usdPricer(chain: LocalChain, pools: readonly ChainPool[]) {
  const { BUSD } = chain.deployment.tokens
  const { weth } = chain.deployment
  const pairOf = (a: string, b: string) =>
    pools.find((pool) => pool.tokens.some((t) => same(t, a)) && pool.tokens.some((t) => same(t, b)))
  const viaPair = (token: string, quote: string) => {
    const pool = pairOf(token, quote)
    return pool && priceIn(pool, token)
  }
  const native = viaPair(weth, BUSD)
  return (token: string): Fraction | undefined => {
    if (same(token, BUSD)) return of(1n)
    if (same(token, weth)) return native
    const direct = viaPair(token, BUSD)
    if (direct) return direct
    const inNative = viaPair(token, weth)
    return inNative && native && mul(inNative, native)
  }
}

/** The pool's USD value: a BUSD side twice, else both priced sides, else one priced side twice. */
export function tvlOf(chain: LocalChain, pool: ChainPool, price: ReturnType<typeof usdPricer>): Fraction | undefined {
  const sides = [0, 1].map((side) => whole(pool.reserves[side], pool.decimals[side]))
  const stable = pool.tokens.findIndex((token) => same(token, chain.deployment.tokens.BUSD))
  if (stable >= 0) return mul(of(2n), sides[stable])
  const prices = pool.tokens.map(price)
  if (prices[0] && prices[1]) return add(mul(sides[0], prices[0]), mul(sides[1], prices[1]))
  const priced = prices.findIndex(Boolean)
  return priced >= 0 ? mul(of(2n), mul(sides[priced], prices[priced]!)) : undefined
}

/** The sum of the inputs of the pool's Swap logs of the last day of blocks, in USD. */
export async function volume24hOf(
  chain: LocalChain,
  pool: ChainPool,
  price: ReturnType<typeof usdPricer>,
): Promise<{ volume: Fraction | undefined; swaps: number }> {
  const latest = await chain.provider.getBlockNumber()
  const fromBlock = Math.max(0, latest - Math.ceil(86_400 / LOCAL_BLOCK_TIME) + 1)
  const pair = new Contract(pool.address, PAIR, chain.provider)
  const logs = await pair.queryFilter(pair.filters.Swap(), fromBlock, latest)
  let prices = pool.tokens.map(price)
  // A side the engine cannot price takes the pool's own price times the other side's.
  if (!prices[0] && prices[1]) prices = [mul(priceIn(pool, pool.tokens[0])!, prices[1]), prices[1]]
  if (prices[0] && !prices[1]) prices = [prices[0], div(prices[0], priceIn(pool, pool.tokens[0])!)]
  if (!prices[0] || !prices[1]) return { volume: undefined, swaps: logs.length }
  let volume = of(0n)
  for (const log of logs) {
    volume = add(volume, mul(whole(BigInt(log.args!.amount0In.toString()), pool.decimals[0]), prices[0]))
    volume = add(volume, mul(whole(BigInt(log.args!.amount1In.toString()), pool.decimals[1]), prices[1]))
  }
  return { volume, swaps: logs.length }
}

/** The pools that hold `token`, in the factory's order. */
export const poolsOf = (pools: readonly ChainPool[], token: string) =>
  pools.filter((pool) => pool.tokens.some((held) => same(held, token)))

/** What the pools hold of `token`, at its USD price: the tokens explorer's TVL. */
export function tokenTvlOf(
  pools: readonly ChainPool[],
  token: string,
  price: Fraction | undefined,
): Fraction | undefined {
  if (!price) return undefined
  return poolsOf(pools, token).reduce((sum, pool) => {
    const side = same(pool.tokens[0], token) ? 0 : 1
    return add(sum, mul(whole(pool.reserves[side], pool.decimals[side]), price))
  }, of(0n))
}

/**
 * `token`'s USD price after every block that changed a pool among it, BUSD and WFRA (the only pools its price is read
 * through), from its first price on: each block's pools at their reserves after it, priced as the engine prices.
 */
export async function usdPriceSeriesOf(chain: LocalChain, token: string): Promise<Fraction[]> {
  const among = [token, chain.deployment.tokens.BUSD, chain.deployment.weth]
  const pricing = (await readFactoryPools(chain)).filter(
    (pool) => !same(pool.tokens[0], pool.tokens[1]) && pool.tokens.every((held) => among.some((a) => same(a, held))),
  )
  const syncs = (
    await Promise.all(
      pricing.map(async (pool) => {
        const pair = new Contract(pool.address, PAIR, chain.provider)
        const logs = await pair.queryFilter(pair.filters.Sync(), 0, 'latest')
        return logs.map((log) => ({ pool, block: log.blockNumber, index: log.logIndex, args: log.args! }))
      }),
    )
  )
    .flat()
    .sort((a, b) => a.block - b.block || a.index - b.index)
  const now = new Map<string, ChainPool>()
  const series: Fraction[] = []
  syncs.forEach((sync, at) => {
    const reserves: [bigint, bigint] = [BigInt(sync.args[0].toString()), BigInt(sync.args[1].toString())]
    now.set(sync.pool.address, { ...sync.pool, reserves })
    if (syncs[at + 1]?.block === sync.block) return // a block's last Sync is its state
    const price = usdPricer(chain, [...now.values()])(token)
    if (price) series.push(price)
  })
  return series
}
