import { describe, expect, it } from 'vitest'

import { JSBI, Pair, Token, TokenAmount } from '@/sdk'
import { BUSD, USDC, WBTC, WFRA } from '@/test-support/trades'
import type { TokenPair } from '@/utils/liquidity/trackedPairs'

import { type HeldLiquidity, heldLiquidity } from './heldLiquidity'

const BUSD_WFRA: TokenPair = [BUSD, WFRA]
const USDC_WFRA: TokenPair = [USDC, WFRA]
const WBTC_WFRA: TokenPair = [WBTC, WFRA]
const CANDIDATES = [BUSD_WFRA, USDC_WFRA, WBTC_WFRA]
const ADDRESSES = CANDIDATES.map(([a, b]) => Pair.getAddress(a, b))
const [LP_BUSD, LP_USDC, LP_WBTC] = ADDRESSES

const raw = (value: number) => JSBI.BigInt(value)
const lp = (address: string, value: number) => new TokenAmount(new Token(BUSD.chainId, address, 18), raw(value))

/** Each held pair as its index among the candidates, with the raw amounts as strings. */
const summary = (held: readonly HeldLiquidity[]) =>
  held.map(({ pair, address, wallet, stake }) => ({
    candidate: CANDIDATES.indexOf(pair),
    address,
    wallet: wallet.toString(),
    stake: stake.toString(),
  }))

describe('heldLiquidity', () => {
  it('lists nothing without balances or stakes, or when every amount is zero', () => {
    expect(heldLiquidity(CANDIDATES, ADDRESSES, {}, {})).toEqual([])
    expect(heldLiquidity(CANDIDATES, ADDRESSES, { [LP_BUSD]: lp(LP_BUSD, 0) }, { [LP_USDC]: raw(0) })).toEqual([])
  })

  it('lists a pair held only in a farm, with a zero wallet amount', () => {
    expect(summary(heldLiquidity(CANDIDATES, ADDRESSES, {}, { [LP_USDC]: raw(7) }))).toEqual([
      { candidate: 1, address: LP_USDC, wallet: '0', stake: '7' },
    ])
  })

  it('keeps the wallet and staked amounts of a pair held both ways, each pair in candidate order', () => {
    const balances = { [LP_WBTC]: lp(LP_WBTC, 3), [LP_BUSD]: lp(LP_BUSD, 5) }
    const stakes = { [LP_BUSD]: raw(15) }
    expect(summary(heldLiquidity(CANDIDATES, ADDRESSES, balances, stakes))).toEqual([
      { candidate: 0, address: LP_BUSD, wallet: '5', stake: '15' },
      { candidate: 2, address: LP_WBTC, wallet: '3', stake: '0' },
    ])
  })

  it('a balance not yet loaded counts as zero', () => {
    const balances = { [LP_BUSD]: undefined }
    expect(heldLiquidity(CANDIDATES, ADDRESSES, balances, {})).toEqual([])
  })

  it('ignores balances and stakes of pool tokens that are not among the candidates', () => {
    const unknown = '0x000000000000000000000000000000000000dEaD'
    const balances = { [unknown]: lp(unknown, 9) }
    expect(heldLiquidity(CANDIDATES, ADDRESSES, balances, { [unknown]: raw(4) })).toEqual([])
    expect(heldLiquidity([], [], { [LP_BUSD]: lp(LP_BUSD, 1) }, { [LP_BUSD]: raw(1) })).toEqual([])
  })
})
