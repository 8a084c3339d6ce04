import { describe, expect, it } from 'vitest'

import { GOVERNANCE_PRICE_QUOTES } from '@/config/prices'
import { BUSD, context, E18, LONELY, type Pool, POOLS, USDC, VENOM, WFRA } from '@/test-support/pricingPools'

import { rational } from './rational'
import { amountUsdValue, nativeUsdPrice, reservePrice, tokenUsdPrice, tokenUsdValue } from './usdPrice'

const usd = (numerator: bigint, denominator = 1n) => rational(numerator, denominator)

describe('reservePrice', () => {
  it('prices a token from reserves with different decimals', () => {
    // 1,000 A (18 decimals) against 500 B (6 decimals): 1 A = 0.5 B.
    expect(reservePrice(1000n * E18, 18, 500n * 10n ** 6n, 6)).toEqual(usd(1n, 2n))
    expect(reservePrice(0n, 18, 1n, 18)).toBeUndefined()
  })
})

describe('tokenUsdPrice', () => {
  it('is 1 for the stable token and the pair price against it otherwise', () => {
    expect(tokenUsdPrice(BUSD, context())).toEqual(usd(1n))
    expect(tokenUsdPrice(VENOM, context())).toEqual(usd(1n, 2n))
    expect(tokenUsdPrice(USDC, context())).toEqual(usd(1n))
  })

  it('prices the native coin from the endpoint when known, else from its stable pair', () => {
    expect(nativeUsdPrice(context())).toEqual(usd(2n))
    expect(tokenUsdPrice(WFRA, context(POOLS, 3))).toEqual(usd(3n))
  })

  it('goes through the native coin when a token has no stable pair', () => {
    const viaNative: Pool[] = [POOLS[0], [VENOM.address, 100_000n * E18, WFRA.address, 25_000n * E18]]
    expect(tokenUsdPrice(VENOM, context(viaNative))).toEqual(usd(1n, 2n))
    expect(tokenUsdPrice(LONELY, context(viaNative))).toBeUndefined()
  })

  it('values raw amounts at the price', () => {
    expect(amountUsdValue(3n * 10n ** 6n, 6, usd(1n, 2n)!)).toEqual(usd(3n, 2n))
    expect(tokenUsdValue(VENOM, 10n * E18, context())).toEqual(usd(5n))
    expect(tokenUsdValue(LONELY, 10n * E18, context())).toBeUndefined()
  })
})

describe('the governance token price (through the native coin only)', () => {
  // 1 VENOM = 2 WFRA; 1 WFRA = 0.25 BUSD; a VENOM/BUSD pair at 1 BUSD that this route ignores.
  const pools: Pool[] = [
    [WFRA.address, 2000n * E18, VENOM.address, 1000n * E18],
    [WFRA.address, 4000n * E18, BUSD.address, 1000n * E18],
    [VENOM.address, 1000n * E18, BUSD.address, 1000n * E18],
  ]
  const price = (withPools: Pool[], nativeUsd?: { numerator: bigint; denominator: bigint }) =>
    tokenUsdPrice(VENOM, { ...context(withPools), nativeUsd }, GOVERNANCE_PRICE_QUOTES)

  it('uses the price endpoint when it answered', () => {
    expect(price(pools, { numerator: 1n, denominator: 10n })).toEqual(usd(1n, 5n))
  })

  it('falls back to the stable pair', () => {
    expect(price(pools)).toEqual(usd(1n, 2n))
    expect(tokenUsdPrice(VENOM, context(pools))).toEqual(usd(1n))
  })

  it('has no price without the VENOM pair or any native price', () => {
    expect(price(pools.slice(1))).toBeUndefined()
    expect(price([pools[0]])).toBeUndefined()
  })
})
