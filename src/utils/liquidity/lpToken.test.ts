import { describe, expect, it } from 'vitest'

import { Pair, TokenAmount } from '@/sdk'
import { BUSD, WFRA } from '@/test-support/trades'

import { LP_SYMBOL, lpTokenOf, lpTokenOfPair } from './lpToken'

describe('lpToken', () => {
  it('is the pair address with 18 decimals and the exchange symbol', () => {
    const token = lpTokenOfPair(WFRA, BUSD)
    const pair = new Pair(new TokenAmount(WFRA, '1'), new TokenAmount(BUSD, '1'))
    expect(token.address).toBe(pair.liquidityToken.address)
    expect(token.equals(pair.liquidityToken)).toBe(true)
    expect(lpTokenOfPair(BUSD, WFRA).address).toBe(token.address)
    expect([token.decimals, token.symbol]).toEqual([18, LP_SYMBOL])
    expect(lpTokenOf(WFRA.chainId, token.address).equals(token)).toBe(true)
  })
})
