import { describe, expect, it } from 'vitest'

import { CurrencyAmount, ETHER, Pair, Route, Token, TokenAmount, Trade, TradeType, WETH } from '@/sdk'

import { v1ExchangeToken } from './useSwapCallbackTarget'

const wfra = (WETH as Record<number, Token>)[31337]
const busd = new Token(31337 as never, '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6', 18, 'BUSD')
const usdc = new Token(31337 as never, '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318', 6, 'USDC')
const e18 = '1000000000000000000000'
const busdPair = new Pair(new TokenAmount(wfra, e18), new TokenAmount(busd, e18))
const usdcPair = new Pair(new TokenAmount(wfra, e18), new TokenAmount(usdc, '1000000000'))

describe('v1ExchangeToken', () => {
  it('is the input token, or the output token when the input is the native coin', () => {
    const sellNative = new Trade(
      new Route([busdPair], ETHER, busd),
      CurrencyAmount.ether('1000'),
      TradeType.EXACT_INPUT,
    )
    expect(v1ExchangeToken(sellNative)).toBe(busd)
    const sellToken = new Trade(
      new Route([busdPair], busd, ETHER),
      new TokenAmount(busd, '1000'),
      TradeType.EXACT_INPUT,
    )
    expect(v1ExchangeToken(sellToken)).toBe(busd)
    const tokenToToken = new Trade(
      new Route([usdcPair, busdPair], usdc, busd),
      new TokenAmount(usdc, '1000'),
      TradeType.EXACT_INPUT,
    )
    expect(v1ExchangeToken(tokenToToken)).toBe(usdc)
    expect(v1ExchangeToken(undefined)).toBeUndefined()
  })
})
