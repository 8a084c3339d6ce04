import { describe, expect, it } from 'vitest'

import { ChainId, CurrencyAmount, ETHER, Pair, Percent, Route, Token, TokenAmount, Trade, TradeType, WETH } from '@/sdk'
import { NATIVE } from '@/utils/transactions/simulation'

import { previewOutsideTrade } from './previewBounds'

const weth = WETH[ChainId.MAINNET]
const busd = new Token(ChainId.MAINNET, '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6', 18, 'BUSD')
const e18 = (n: number) => BigInt(n) * 10n ** 18n
const pair = new Pair(new TokenAmount(weth, e18(1000).toString()), new TokenAmount(busd, e18(2000).toString()))
const slippage = new Percent('50', '10000')
const buy = new Trade(new Route([pair], ETHER), CurrencyAmount.ether(e18(1).toString()), TradeType.EXACT_INPUT)
const out = BigInt(buy.outputAmount.raw.toString())
const minimum = BigInt(buy.minimumAmountOut(slippage).raw.toString())
const ok = (busdIn: bigint, fraOut = -e18(1)) => ({
  status: 'ok' as const,
  changes: [
    { asset: NATIVE, amount: fraOut },
    { asset: busd.address, amount: busdIn },
  ],
  approvals: [],
})

describe('previewOutsideTrade', () => {
  it('accepts what the quote promised, down to the minimum', () => {
    expect(previewOutsideTrade(ok(out), buy, slippage, true)).toBe(false)
    expect(previewOutsideTrade(ok(minimum), buy, slippage, true)).toBe(false)
  })

  it('warns when less arrives than the minimum, or more leaves than the trade may take', () => {
    expect(previewOutsideTrade(ok(minimum - 1n), buy, slippage, true)).toBe(true)
    expect(previewOutsideTrade(ok(out, -e18(1) - 1n), buy, slippage, true)).toBe(true)
  })

  it('does not judge the output sent to a recipient, nor a preview that is not one', () => {
    expect(previewOutsideTrade(ok(0n), buy, slippage, false)).toBe(false)
    expect(previewOutsideTrade({ status: 'revert', reason: undefined }, buy, slippage, true)).toBe(false)
  })

  it('holds an exact output to the amount asked for', () => {
    const exactOut = new Trade(
      new Route([pair], ETHER),
      new TokenAmount(busd, e18(10).toString()),
      TradeType.EXACT_OUTPUT,
    )
    const spent = -BigInt(exactOut.inputAmount.raw.toString())
    expect(previewOutsideTrade(ok(e18(10), spent), exactOut, slippage, true)).toBe(false)
    expect(previewOutsideTrade(ok(e18(10) - 1n, spent), exactOut, slippage, true)).toBe(true)
  })
})
