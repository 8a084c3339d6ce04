import { describe, expect, it } from 'vitest'

import local from '@/config/deployments/local.json'
import { type ChainId, CurrencyAmount, ETHER, JSBI, Pair, Percent, Token, TokenAmount, WETH } from '@/sdk'

import {
  dependentAmount,
  expectedLiquidityMinted,
  formatPoolShare,
  liquidityMinimums,
  mintPrice,
  poolShareAfterDeposit,
  slippageMinimum,
} from './liquidity'

const CHAIN = 31337
const BUSD = new Token(CHAIN as ChainId, local.tokens.BUSD, 18, 'BUSD')
const USDC = new Token(CHAIN as ChainId, local.tokens.USDC, 6, 'USDC')
const WFRA = (WETH as Record<number, Token>)[CHAIN]
const e18 = (n: string) => JSBI.multiply(JSBI.BigInt(n), JSBI.BigInt('1000000000000000000'))
const e6 = (n: string) => JSBI.multiply(JSBI.BigInt(n), JSBI.BigInt('1000000'))

// 1000 USDC : 2000 BUSD, so 1 USDC = 2 BUSD.
const usdcBusd = new Pair(new TokenAmount(USDC, e6('1000')), new TokenAmount(BUSD, e18('2000')))
// 100 WFRA : 500 BUSD.
const fraBusd = new Pair(new TokenAmount(WFRA, e18('100')), new TokenAmount(BUSD, e18('500')))

describe('dependentAmount', () => {
  it('quotes the other side at the reserve ratio, across decimals', () => {
    const amount = dependentAmount(usdcBusd, new TokenAmount(USDC, e6('10')), BUSD, CHAIN)
    expect(amount?.toExact()).toBe('20')
    const back = dependentAmount(usdcBusd, new TokenAmount(BUSD, e18('3')), USDC, CHAIN)
    expect(back?.toExact()).toBe('1.5')
  })
  it('gives the native coin (not its wrapped token) when that is the other side', () => {
    const amount = dependentAmount(fraBusd, new TokenAmount(BUSD, e18('50')), ETHER, CHAIN)
    expect(amount?.currency).toBe(ETHER)
    expect(amount?.toExact()).toBe('10')
    const fromNative = dependentAmount(fraBusd, CurrencyAmount.ether(e18('1')), BUSD, CHAIN)
    expect(fromNative?.toExact()).toBe('5')
  })
  it('is undefined without a pair, an amount, or with empty reserves', () => {
    expect(dependentAmount(null, new TokenAmount(USDC, e6('1')), BUSD, CHAIN)).toBeUndefined()
    expect(dependentAmount(usdcBusd, undefined, BUSD, CHAIN)).toBeUndefined()
    const empty = new Pair(new TokenAmount(USDC, '0'), new TokenAmount(BUSD, '0'))
    expect(dependentAmount(empty, new TokenAmount(USDC, e6('1')), BUSD, CHAIN)).toBeUndefined()
  })
})

describe('mintPrice', () => {
  it('comes from the typed amounts for a new pool', () => {
    const price = mintPrice(true, null, USDC, new TokenAmount(USDC, e6('4')), new TokenAmount(BUSD, e18('10')), CHAIN)
    expect(price?.toSignificant(6)).toBe('2.5')
    expect(price?.invert().toSignificant(6)).toBe('0.4')
  })
  it('comes from the reserves otherwise, for A in B', () => {
    expect(mintPrice(false, usdcBusd, USDC, undefined, undefined, CHAIN)?.toSignificant(6)).toBe('2')
    expect(mintPrice(false, usdcBusd, BUSD, undefined, undefined, CHAIN)?.toSignificant(6)).toBe('0.5')
    expect(mintPrice(false, fraBusd, ETHER, undefined, undefined, CHAIN)?.toSignificant(6)).toBe('5')
  })
  it('is undefined for a new pool until both sides are typed', () => {
    expect(mintPrice(true, null, USDC, new TokenAmount(USDC, e6('4')), undefined, CHAIN)).toBeUndefined()
  })
})

describe('expectedLiquidityMinted and the pool share', () => {
  it('mints sqrt(a·b) − 1000 for the first deposit, a 100% share', () => {
    const minted = expectedLiquidityMinted(
      null,
      undefined,
      new TokenAmount(USDC, JSBI.BigInt(4_000_000)),
      new TokenAmount(BUSD, JSBI.BigInt(9_000_000)),
    )
    expect(minted?.raw.toString()).toBe(String(6_000_000 - 1000))
    expect(minted?.token.address).toBe(local.pairs['USDC/BUSD'])
    expect(poolShareAfterDeposit(minted, undefined)?.toFixed(2)).toBe('100.00')
  })
  it('treats an existing pair with zero supply as new', () => {
    const empty = new Pair(new TokenAmount(USDC, '0'), new TokenAmount(BUSD, '0'))
    const minted = expectedLiquidityMinted(
      empty,
      new TokenAmount(empty.liquidityToken, '0'),
      new TokenAmount(USDC, JSBI.BigInt(4_000_000)),
      new TokenAmount(BUSD, JSBI.BigInt(9_000_000)),
    )
    expect(minted?.raw.toString()).toBe('5999000')
  })
  it('is undefined when the first deposit is too small to mint', () => {
    expect(
      expectedLiquidityMinted(null, undefined, new TokenAmount(USDC, '10'), new TokenAmount(BUSD, '10')),
    ).toBeUndefined()
  })
  it('mints in proportion to the supply for an existing pool', () => {
    const supply = new TokenAmount(usdcBusd.liquidityToken, e18('100'))
    const minted = expectedLiquidityMinted(
      usdcBusd,
      supply,
      new TokenAmount(USDC, e6('10')),
      new TokenAmount(BUSD, e18('20')),
    )
    // 1% of each reserve: 1% of the supply, and 1/101 of the pool afterwards.
    expect(minted?.toExact()).toBe('1')
    expect(poolShareAfterDeposit(minted, supply)?.toFixed(4)).toBe('0.9901')
  })
  it('is undefined while the supply of an existing pair is unknown', () => {
    expect(
      expectedLiquidityMinted(usdcBusd, undefined, new TokenAmount(USDC, e6('1')), new TokenAmount(BUSD, e18('2'))),
    ).toBeUndefined()
  })
})

describe('formatPoolShare', () => {
  it('is 100 for a new pool', () => {
    expect(formatPoolShare(undefined, true)).toBe('100')
  })
  it('has 2 decimals, <0.01 below one bip, 0 when unknown', () => {
    expect(formatPoolShare(new Percent('1234', '100000'), false)).toBe('1.23')
    expect(formatPoolShare(new Percent('1', '100000'), false)).toBe('<0.01')
    expect(formatPoolShare(new Percent('1', '10000'), false)).toBe('0.01')
    expect(formatPoolShare(undefined, false)).toBe('0')
  })
})

describe('slippage minimums', () => {
  it('takes the slippage off each amount, rounding down', () => {
    expect(slippageMinimum(new TokenAmount(USDC, '1000001'), 50).toString()).toBe('995000')
    const [a, b] = liquidityMinimums(new TokenAmount(USDC, e6('10')), new TokenAmount(BUSD, e18('20')), false, 100)
    expect([a.toString(), b.toString()]).toEqual(['9900000', '19800000000000000000'])
  })
  it('allows no slippage for a new pool: the amounts themselves', () => {
    const [a, b] = liquidityMinimums(new TokenAmount(USDC, e6('10')), CurrencyAmount.ether(e18('1')), true, 100)
    expect([a.toString(), b.toString()]).toEqual(['10000000', '1000000000000000000'])
  })
  it('rejects a slippage outside 0..10000 bips', () => {
    expect(() => slippageMinimum(new TokenAmount(USDC, '1'), 10_001)).toThrow('Unexpected slippage value')
    expect(() => slippageMinimum(new TokenAmount(USDC, '1'), -1)).toThrow('Unexpected slippage value')
  })
})
