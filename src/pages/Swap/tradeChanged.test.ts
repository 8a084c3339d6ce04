import { describe, expect, it } from 'vitest'

import { ChainId, Pair, Route, Token, TokenAmount, Trade, TradeType } from '@/sdk'

import { tradeMeaningfullyDiffers } from './tradeChanged'

const A = new Token(ChainId.MAINNET, '0x0000000000000000000000000000000000000001', 18, 'A')
const B = new Token(ChainId.MAINNET, '0x0000000000000000000000000000000000000002', 18, 'B')

function trade(reserveA: string, reserveB: string, amountIn: string, type = TradeType.EXACT_INPUT): Trade {
  const pair = new Pair(new TokenAmount(A, reserveA), new TokenAmount(B, reserveB))
  const route = new Route([pair], A)
  return type === TradeType.EXACT_INPUT
    ? new Trade(route, new TokenAmount(A, amountIn), type)
    : new Trade(route, new TokenAmount(B, amountIn), type)
}

describe('tradeMeaningfullyDiffers', () => {
  it('is false for the same trade rebuilt from the same reserves', () => {
    expect(tradeMeaningfullyDiffers(trade('1000000', '2000000', '1000'), trade('1000000', '2000000', '1000'))).toBe(
      false,
    )
  })

  it('is true when the output moved with the reserves, or the amount or type changed', () => {
    const base = trade('1000000', '2000000', '1000')
    expect(tradeMeaningfullyDiffers(base, trade('1000000', '2100000', '1000'))).toBe(true)
    expect(tradeMeaningfullyDiffers(base, trade('1000000', '2000000', '1001'))).toBe(true)
    expect(tradeMeaningfullyDiffers(base, trade('1000000', '2000000', '1000', TradeType.EXACT_OUTPUT))).toBe(true)
  })
})
