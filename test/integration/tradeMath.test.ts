/// <reference types="vite/client" />
// The app's trade math against the router on a real chain: for random amounts over 1-, 2- and 3-hop routes with
// tokens of 6, 8 and 18 decimals, exact-input output = getAmountsOut and exact-output input = getAmountsIn, and
// the slippage bounds follow the formula exactly (and the router accepts the minimum, not one unit more).
import { Contract } from '@ethersproject/contracts'
import { beforeAll, describe, expect, it } from 'vitest'

import ERC20_ABI from '@/abis/ERC20.json'
import PAIR_ABI from '@/abis/UniswapV2Pair.json'
import ROUTER_ABI from '@/abis/UniswapV2Router02.json'
import {
  type ChainId,
  CurrencyAmount,
  ETHER,
  InsufficientInputAmountError,
  type JSBI,
  Pair,
  Route,
  Token,
  TokenAmount,
  Trade,
  WETH,
} from '@/sdk'
import { Field } from '@/state/swap/actions'
import { computeSlippageAdjustedAmounts } from '@/utils/swap/tradePrices'

import { deployAndSeed, type SeedResult } from '../../scripts/lib/seed'
import { useNode } from './support/node'

const node = useNode()
let seeded: SeedResult
let router: Contract
const tokens: Record<string, Token> = {}
const pairs: Record<string, Pair> = {}

// Routes by symbol; every consecutive couple is a deployed pair.
const ROUTES: string[][] = [
  ['WFRA', 'BUSD'],
  ['BUSD', 'USDC'],
  ['WBTC', 'WFRA'],
  ['USDC', 'BUSD', 'WFRA'],
  ['WBTC', 'WFRA', 'BUSD'],
  ['VENOM', 'WFRA', 'WBTC'],
  ['WBTC', 'WFRA', 'BUSD', 'USDC'],
  ['USDC', 'BUSD', 'WFRA', 'WBTC'],
  ['VENOM', 'BUSD', 'WFRA', 'WBTC'],
]
const AMOUNTS_PER_ROUTE = 32 // 9 routes × 32 in each direction

// Deterministic randomness, so a failure can be replayed.
function mulberry32(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = mulberry32(20241111)

/** A log-uniform random amount between 1 unit and `max` (raw). */
function randomRaw(max: bigint): bigint {
  const digits = max.toString().length
  const exponent = random() * (digits - 1)
  const whole = BigInt(Math.floor(10 ** (exponent % 1) * 1e6)) * 10n ** BigInt(Math.floor(exponent))
  const value = whole / 1_000_000n
  return value < 1n ? 1n : value > max ? max : value
}

function pairOf(a: string, b: string): Pair {
  const pair = pairs[`${a}/${b}`] ?? pairs[`${b}/${a}`]
  if (!pair) throw new Error(`no pair ${a}/${b}`)
  return pair
}

function routeOf(symbols: string[]): Route {
  const routePairs = symbols.slice(1).map((symbol, i) => pairOf(symbols[i], symbol))
  return new Route(routePairs, tokens[symbols[0]], tokens[symbols[symbols.length - 1]])
}

const toBig = (value: JSBI) => BigInt(value.toString())

beforeAll(async () => {
  seeded = await deployAndSeed(node.url)
  const { deployment } = seeded
  router = new Contract(deployment.router, ROUTER_ABI, node.provider)
  const addresses: Record<string, string> = { ...deployment.tokens, WFRA: deployment.weth }
  for (const [symbol, address] of Object.entries(addresses)) {
    const decimals = Number(await new Contract(address, ERC20_ABI, node.provider).decimals())
    tokens[symbol] = new Token(31337 as ChainId, address, decimals, symbol)
  }
  for (const [name, address] of Object.entries(deployment.pairs)) {
    const contract = new Contract(address, PAIR_ABI, node.provider)
    const [token0, reserves] = await Promise.all([contract.token0(), contract.getReserves()])
    const [reserve0, reserve1] = [String(reserves[0]), String(reserves[1])]
    const [a, b] = name.split('/').map((symbol) => tokens[symbol])
    const [t0, t1] = a.address === token0 ? [a, b] : [b, a]
    const pair = new Pair(new TokenAmount(t0, reserve0), new TokenAmount(t1, reserve1))
    expect(pair.liquidityToken.address).toBe(address) // built through the adapter
    pairs[name] = pair
  }
})

describe('trade math equals the router', () => {
  it('uses tokens of 6, 8 and 18 decimals', () => {
    expect(new Set(Object.values(tokens).map((token) => token.decimals))).toEqual(new Set([6, 8, 18]))
    expect(new Set(ROUTES.map((route) => route.length - 1))).toEqual(new Set([1, 2, 3]))
  })

  it('exact input: the output equals getAmountsOut (and dust the SDK refuses gives nothing on chain either)', async () => {
    let compared = 0
    for (const symbols of ROUTES) {
      const route = routeOf(symbols)
      const path = route.path.map((token) => token.address)
      // Up to 20% of the first pair's input reserve: from dust to a trade with large price impact.
      const max = toBig(route.pairs[0].reserveOf(route.input as Token).raw) / 5n
      const amounts = Array.from({ length: AMOUNTS_PER_ROUTE }, () => randomRaw(max))
      const results = await Promise.all(
        amounts.map((amount) =>
          router.getAmountsOut(amount.toString(), path).then(
            (values: unknown[]) => String(values[values.length - 1]),
            () => null, // a later hop reverts on a zero input
          ),
        ),
      )
      amounts.forEach((amount, i) => {
        const label = `${symbols.join('>')} ${amount}`
        let output: string | null
        try {
          output = Trade.exactIn(
            route,
            new TokenAmount(route.input as Token, amount.toString()),
          ).outputAmount.raw.toString()
        } catch (error) {
          // The SDK refuses a trade whose output rounds to zero; the router then gives 0 or reverts.
          expect(error, label).toBeInstanceOf(InsufficientInputAmountError)
          expect([label, results[i] === null || results[i] === '0']).toEqual([label, true])
          return
        }
        expect([label, output]).toEqual([label, results[i]])
        compared++
      })
    }
    expect(compared).toBeGreaterThanOrEqual(200)
  })

  it('exact output: the input equals getAmountsIn', async () => {
    let compared = 0
    for (const symbols of ROUTES) {
      const route = routeOf(symbols)
      const path = route.path.map((token) => token.address)
      const last = route.pairs[route.pairs.length - 1]
      // Up to 5% of the last pair's output reserve, and never more than the earlier hops can deliver.
      let max = toBig(last.reserveOf(route.output as Token).raw) / 20n
      const amounts: bigint[] = []
      while (amounts.length < AMOUNTS_PER_ROUTE) {
        const amount = randomRaw(max)
        try {
          Trade.exactOut(route, new TokenAmount(route.output as Token, amount.toString()))
          amounts.push(amount)
        } catch {
          max = max / 2n // an earlier hop's reserve is too small for this much: aim lower
        }
      }
      const results = await Promise.all(amounts.map((amount) => router.getAmountsIn(amount.toString(), path)))
      amounts.forEach((amount, i) => {
        const trade = Trade.exactOut(route, new TokenAmount(route.output as Token, amount.toString()))
        expect([symbols.join('>'), amount.toString(), trade.inputAmount.raw.toString()]).toEqual([
          symbols.join('>'),
          amount.toString(),
          String(results[i][0]),
        ])
        compared++
      })
    }
    expect(compared).toBeGreaterThanOrEqual(200)
  })

  it('routes the native coin through the wrapped token with the same numbers', async () => {
    const weth = (WETH as Record<number, Token>)[31337]
    expect(weth.address).toBe(seeded.deployment.weth)
    const route = new Route([pairOf('WFRA', 'BUSD'), pairOf('BUSD', 'USDC')], ETHER, tokens.USDC)
    const amount = '123456789012345678'
    const trade = Trade.exactIn(route, CurrencyAmount.ether(amount))
    const onChain = await router.getAmountsOut(amount, [weth.address, tokens.BUSD.address, tokens.USDC.address])
    expect(trade.outputAmount.raw.toString()).toBe(String(onChain[2]))
    expect(trade.outputAmount.currency).toBe(tokens.USDC)
  })
})

describe('slippage bounds', () => {
  const SLIPPAGES = [0, 10, 50, 100, 1234, 5000, 10000]

  it('minimum received = floor(out × 10000 / (10000 + s)), maximum sold = floor(in × (10000 + s) / 10000)', () => {
    for (const symbols of ROUTES) {
      const route = routeOf(symbols)
      const oneHundredth = 10n ** BigInt((route.input as Token).decimals) / 100n
      const exactIn = Trade.exactIn(route, new TokenAmount(route.input as Token, oneHundredth.toString()))
      const out = toBig(exactIn.outputAmount.raw)
      const outReserve = toBig(route.pairs[route.pairs.length - 1].reserveOf(route.output as Token).raw)
      const exactOut = Trade.exactOut(route, new TokenAmount(route.output as Token, (outReserve / 1000n).toString()))
      const input = toBig(exactOut.inputAmount.raw)
      for (const s of SLIPPAGES) {
        const bips = BigInt(s)
        const inBounds = computeSlippageAdjustedAmounts(exactIn, s)
        expect(toBig(inBounds[Field.OUTPUT]!.raw)).toBe((out * 10000n) / (10000n + bips))
        expect(toBig(inBounds[Field.INPUT]!.raw)).toBe(toBig(exactIn.inputAmount.raw))
        const outBounds = computeSlippageAdjustedAmounts(exactOut, s)
        expect(toBig(outBounds[Field.INPUT]!.raw)).toBe((input * (10000n + bips)) / 10000n)
        expect(toBig(outBounds[Field.OUTPUT]!.raw)).toBe(toBig(exactOut.outputAmount.raw))
      }
    }
  })

  it('the router accepts the computed minimum and maximum at zero slippage, and not one unit beyond', async () => {
    const signer = node.signer(1)
    const account = await signer.getAddress()
    const deadline = Math.floor(Date.now() / 1000) + 3600
    const route = routeOf(['USDC', 'BUSD', 'WFRA'])
    const usdc = new Contract(tokens.USDC.address, ERC20_ABI, signer)
    await (await usdc.approve(seeded.deployment.router, '1000000000000')).wait()
    const withSigner = router.connect(signer)
    const path = route.path.map((token) => token.address)

    const exactIn = Trade.exactIn(route, new TokenAmount(tokens.USDC, '250000000')) // 250 USDC
    const minimum = computeSlippageAdjustedAmounts(exactIn, 0)[Field.OUTPUT]!.raw.toString()
    await expect(
      withSigner.callStatic.swapExactTokensForTokens('250000000', minimum, path, account, deadline),
    ).resolves.toBeDefined()
    await expect(
      withSigner.callStatic.swapExactTokensForTokens(
        '250000000',
        (BigInt(minimum) + 1n).toString(),
        path,
        account,
        deadline,
      ),
    ).rejects.toThrow(/INSUFFICIENT_OUTPUT_AMOUNT/)

    const exactOut = Trade.exactOut(route, new TokenAmount(tokens.WFRA, '1000000000000000000'))
    const maximum = computeSlippageAdjustedAmounts(exactOut, 0)[Field.INPUT]!.raw.toString()
    await expect(
      withSigner.callStatic.swapTokensForExactTokens('1000000000000000000', maximum, path, account, deadline),
    ).resolves.toBeDefined()
    await expect(
      withSigner.callStatic.swapTokensForExactTokens(
        '1000000000000000000',
        (BigInt(maximum) - 1n).toString(),
        path,
        account,
        deadline,
      ),
    ).rejects.toThrow(/EXCESSIVE_INPUT_AMOUNT/)
  })
})
