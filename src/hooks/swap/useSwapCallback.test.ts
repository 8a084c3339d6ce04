import { describe, expect, it } from 'vitest'

import { CurrencyAmount, ETHER, Pair, Route, Token, TokenAmount, Trade, TradeType, WETH } from '@/sdk'

import { swapSummary } from './useSwapCallback'

const wfra = (WETH as Record<number, Token>)[31337]
const busd = new Token(31337 as never, '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6', 18, 'BUSD')
const pair = new Pair(new TokenAmount(wfra, '1000000000000000000000'), new TokenAmount(busd, '2000000000000000000000'))
const trade = new Trade(new Route([pair], ETHER), CurrencyAmount.ether('1000000000000000000'), TradeType.EXACT_INPUT)
const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options)}`

describe('swapSummary', () => {
  it('names amounts to 3 significant digits and the native coin by the chain’s symbol', () => {
    expect(swapSummary(t, trade, 31337, 'v2')).toBe(
      'swapTx.summary.swap {"inputAmount":"1","inputSymbol":"FRA","outputAmount":"1.99","outputSymbol":"BUSD"}',
    )
  })

  it('adds a shortened recipient address or the name, and V1', () => {
    expect(swapSummary(t, trade, 31337, 'v2', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toContain(
      'swapTx.summary.swapTo {',
    )
    expect(swapSummary(t, trade, 31337, 'v2', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toContain(
      '"recipient":"0x7099...79C8"',
    )
    expect(swapSummary(t, trade, 31337, 'v1', 'alice.eth')).toContain('swapTx.summary.swapToV1')
    expect(swapSummary(t, trade, 31337, 'v1')).toContain('swapTx.summary.swapV1')
  })
})
