import { describe, expect, it } from 'vitest'

import { ChainId, CurrencyAmount, ETHER, Pair, Percent, Route, Token, TokenAmount, Trade, TradeType, WETH } from '@/sdk'

import { MAX_UINT256_HEX, swapCallParameters, v1SwapCall, v2SwapCalls } from './swapCalls'
import { SwapError } from './swapErrors'

const chain = ChainId.MAINNET
const weth = WETH[chain]
const busd = new Token(chain, '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6', 18, 'BUSD')
const usdc = new Token(chain, '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318', 6, 'USDC')
const e18 = (n: number) => (BigInt(n) * 10n ** 18n).toString()
const e6 = (n: number) => (BigInt(n) * 10n ** 6n).toString()

const wethBusd = new Pair(new TokenAmount(weth, e18(1000)), new TokenAmount(busd, e18(2000)))
const busdUsdc = new Pair(new TokenAmount(busd, e18(10000)), new TokenAmount(usdc, e6(10000)))
const wethUsdc = new Pair(new TokenAmount(weth, e18(1000)), new TokenAmount(usdc, e6(2000)))

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const options = { allowedSlippageBips: 50, recipient, deadline: 1_700_000_000 }
const half = new Percent('50', '10000')
const deadlineHex = '0x' + (1_700_000_000).toString(16)

const exactIn = (route: Route, amount: CurrencyAmount) => new Trade(route, amount, TradeType.EXACT_INPUT)
const exactOut = (route: Route, amount: CurrencyAmount) => new Trade(route, amount, TradeType.EXACT_OUTPUT)

describe('v2SwapCalls', () => {
  it('exact native in: swapExactETHForTokens then its fee-on-transfer variant, value = input', () => {
    const trade = exactIn(new Route([wethBusd], ETHER), CurrencyAmount.ether(e18(1)))
    const calls = v2SwapCalls(trade, options)
    expect(calls.map((c) => c.methodName)).toEqual([
      'swapExactETHForTokens',
      'swapExactETHForTokensSupportingFeeOnTransferTokens',
    ])
    const min = '0x' + BigInt(trade.minimumAmountOut(half).raw.toString()).toString(16)
    for (const call of calls) {
      expect(call.value).toBe('0x' + BigInt(e18(1)).toString(16))
      expect(call.args[0]).toBe(min)
      expect(call.args[1]).toEqual([weth.address, busd.address])
      expect(call.args[2]).toBe(recipient)
      expect(call.args[3]).toBe(deadlineHex)
    }
  })

  it('applies the slippage to the minimum output exactly', () => {
    const trade = exactIn(new Route([wethBusd], weth), new TokenAmount(weth, e18(1)))
    const [call] = v2SwapCalls(trade, options)
    const out = BigInt(trade.outputAmount.raw.toString())
    // minimum = out * 10000 / 10050 (the SDK's definition of slippage), floored
    expect(BigInt(call.args[1] as string)).toBe((out * 10000n) / 10050n)
  })

  it('exact token in to native: swapExactTokensForETH and SupportingFeeOnTransferTokens', () => {
    const trade = exactIn(new Route([wethBusd], busd, ETHER), new TokenAmount(busd, e18(10)))
    expect(v2SwapCalls(trade, options).map((c) => c.methodName)).toEqual([
      'swapExactTokensForETH',
      'swapExactTokensForETHSupportingFeeOnTransferTokens',
    ])
    expect(v2SwapCalls(trade, options).every((c) => c.value === '0x0')).toBe(true)
  })

  it('exact token in to token through two hops: both variants, path of three', () => {
    const trade = exactIn(new Route([wethUsdc, wethBusd], usdc, busd), new TokenAmount(usdc, e6(10)))
    const calls = v2SwapCalls(trade, options)
    expect(calls.map((c) => c.methodName)).toEqual([
      'swapExactTokensForTokens',
      'swapExactTokensForTokensSupportingFeeOnTransferTokens',
    ])
    expect(calls[0].args[2]).toEqual([usdc.address, weth.address, busd.address])
  })

  it('a taxed trade sends the fee-on-transfer variant alone, bounded by the widened slippage', () => {
    const trade = exactIn(new Route([wethBusd], busd, ETHER), new TokenAmount(busd, e18(10)))
    const calls = v2SwapCalls(trade, { ...options, allowedSlippageBips: 579, feeOnTransfer: true })
    expect(calls.map((c) => c.methodName)).toEqual(['swapExactTokensForETHSupportingFeeOnTransferTokens'])
    const out = BigInt(trade.outputAmount.raw.toString())
    expect(BigInt(calls[0].args[1] as string)).toBe((out * 10000n) / 10579n)
  })

  it('exact output has no fee-on-transfer variant', () => {
    const toToken = exactOut(new Route([busdUsdc], busd, usdc), new TokenAmount(usdc, e6(5)))
    expect(v2SwapCalls(toToken, options).map((c) => c.methodName)).toEqual(['swapTokensForExactTokens'])
    const fromNative = exactOut(new Route([wethBusd], ETHER, busd), new TokenAmount(busd, e18(5)))
    const [call] = v2SwapCalls(fromNative, options)
    expect(call.methodName).toBe('swapETHForExactTokens')
    const maxIn = BigInt(fromNative.inputAmount.raw.toString())
    expect(BigInt(call.value)).toBe((maxIn * 10050n) / 10000n)
    const toNative = exactOut(new Route([wethBusd], busd, ETHER), CurrencyAmount.ether(e18(1)))
    expect(v2SwapCalls(toNative, options).map((c) => c.methodName)).toEqual(['swapTokensForExactETH'])
  })
})

describe('v1SwapCall', () => {
  // V1 trades are modelled with pairs against the wrapped native token; the exchange holds token and native.
  const tradeIn = (input: Token | typeof ETHER, output: Token | typeof ETHER, pairs: Pair[], amount: CurrencyAmount) =>
    exactIn(new Route(pairs, input, output), amount)

  it('native → token exact input: ethToTokenTransferInput(min, deadline, recipient) with value', () => {
    const trade = tradeIn(ETHER, busd, [wethBusd], CurrencyAmount.ether(e18(1)))
    const call = v1SwapCall(trade, options)
    expect(call.methodName).toBe('ethToTokenTransferInput')
    expect(call.args).toEqual([
      '0x' + BigInt(trade.minimumAmountOut(half).raw.toString()).toString(16),
      deadlineHex,
      recipient,
    ])
    expect(call.value).toBe('0x' + BigInt(e18(1)).toString(16))
  })

  it('token → native exact input: tokenToEthTransferInput(sold, min, deadline, recipient)', () => {
    const trade = tradeIn(busd, ETHER, [wethBusd], new TokenAmount(busd, e18(10)))
    const call = v1SwapCall(trade, options)
    expect(call.methodName).toBe('tokenToEthTransferInput')
    expect(call.args[0]).toBe('0x' + BigInt(e18(10)).toString(16))
    expect(call.args.slice(2)).toEqual([deadlineHex, recipient])
    expect(call.value).toBe('0x0')
  })

  it('token → token exact input: tokenToTokenTransferInput with min native 1 and the output token', () => {
    const trade = tradeIn(usdc, busd, [wethUsdc, wethBusd], new TokenAmount(usdc, e6(10)))
    const call = v1SwapCall(trade, options)
    expect(call.methodName).toBe('tokenToTokenTransferInput')
    expect(call.args[2]).toBe('0x1')
    expect(call.args.slice(3)).toEqual([deadlineHex, recipient, busd.address])
  })

  it('exact output variants: ethToTokenTransferOutput, tokenToEthTransferOutput, tokenToTokenTransferOutput', () => {
    const ethToToken = exactOut(new Route([wethBusd], ETHER, busd), new TokenAmount(busd, e18(5)))
    const a = v1SwapCall(ethToToken, options)
    expect(a.methodName).toBe('ethToTokenTransferOutput')
    expect(a.args).toEqual(['0x' + BigInt(e18(5)).toString(16), deadlineHex, recipient])
    expect(BigInt(a.value)).toBe((BigInt(ethToToken.inputAmount.raw.toString()) * 10050n) / 10000n)

    const tokenToEth = exactOut(new Route([wethBusd], busd, ETHER), CurrencyAmount.ether(e18(1)))
    const b = v1SwapCall(tokenToEth, options)
    expect(b.methodName).toBe('tokenToEthTransferOutput')
    expect(b.args[0]).toBe('0x' + BigInt(e18(1)).toString(16))
    expect(b.args.slice(2)).toEqual([deadlineHex, recipient])

    const tokenToToken = exactOut(new Route([wethUsdc, wethBusd], usdc, busd), new TokenAmount(busd, e18(1)))
    const c = v1SwapCall(tokenToToken, options)
    expect(c.methodName).toBe('tokenToTokenTransferOutput')
    expect(c.args[2]).toBe(MAX_UINT256_HEX)
    expect(c.args.slice(3)).toEqual([deadlineHex, recipient, busd.address])
  })

  it('refuses a V2 trade, more than two pairs, and native to native', () => {
    const trade = tradeIn(ETHER, busd, [wethBusd], CurrencyAmount.ether(e18(1)))
    expect(() => v1SwapCall(trade, options, 'v2')).toThrow(new SwapError('invalidTradeVersion'))
    expect(() => v1SwapCall(trade, options, 'v2')).toThrow('invalid trade version')
    const tooLong = exactIn(new Route([wethUsdc, busdUsdc, wethBusd], weth, weth), new TokenAmount(weth, e18(1)))
    expect(() => v1SwapCall(tooLong, options)).toThrow('too many pairs')
    // A route from native back to native: only reachable by a malformed trade, still refused.
    const fromNative = exactIn(new Route([wethUsdc], ETHER, usdc), CurrencyAmount.ether(e18(1)))
    const nativeToNative = Object.create(fromNative, { outputAmount: { value: CurrencyAmount.ether(e18(1)) } }) as Trade
    expect(() => v1SwapCall(nativeToNative, options)).toThrow('ETHER to ETHER')
  })
})

describe('swapCallParameters', () => {
  it('V2 gives the router candidates, V1 the single exchange call', () => {
    const trade = exactIn(new Route([wethBusd], ETHER), CurrencyAmount.ether(e18(1)))
    expect(swapCallParameters(trade, 'v2', options)).toHaveLength(2)
    expect(swapCallParameters(trade, 'v1', options).map((c) => c.methodName)).toEqual(['ethToTokenTransferInput'])
  })
})
