// V1 trades for `use=v1`: each token's V1 exchange (from the V1 factory) stands in as a mock pair of the wrapped
// native token and the token with the exchange's reserves, so the SDK's math gives V1 prices (same 0.3% fee).
import { useMemo } from 'react'

import { useV1FactoryContract } from '@/hooks/contracts/v1Factory'
import { useNativeBalances, useTokenBalance } from '@/hooks/tokens/balances'
import {
  type BigintIsh,
  type Currency,
  type CurrencyAmount,
  ETHER,
  Pair,
  Route,
  Token,
  TokenAmount,
  Trade,
  TradeType,
  wrappedNative,
} from '@/sdk'
import { useSingleCallResult } from '@/state/multicall/hooks'
import { isAddress } from '@/utils/tokens/address'

export type TradeVersion = 'v1' | 'v2'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** A V1 exchange seen as a pair of the token and the wrapped native token. */
export class MockV1Pair extends Pair {
  constructor(etherAmount: BigintIsh, tokenAmount: TokenAmount) {
    const weth = wrappedNative(tokenAmount.token.chainId)
    if (!weth) throw new Error('No wrapped native token on this chain')
    super(tokenAmount, new TokenAmount(weth, etherAmount))
  }
}

/** The token's V1 exchange address, undefined while unknown or when it has none. */
export function useV1ExchangeAddress(tokenAddress?: string): string | undefined {
  const contract = useV1FactoryContract()
  const inputs = useMemo(() => [tokenAddress], [tokenAddress])
  const result = useSingleCallResult(tokenAddress ? contract : null, 'getExchange', inputs).result?.[0]
  const address = isAddress(result)
  return address && address !== ZERO_ADDRESS ? address : undefined
}

function useMockV1Pair(currency?: Currency | null): MockV1Pair | undefined {
  const token = currency instanceof Token ? currency : undefined
  const isWrappedNative = Boolean(token && wrappedNative(token.chainId)?.equals(token))
  const exchange = useV1ExchangeAddress(isWrappedNative ? undefined : token?.address)
  const tokenBalance = useTokenBalance(exchange, token)
  const accounts = useMemo(() => [exchange], [exchange])
  const etherBalance = useNativeBalances(accounts)[exchange ?? '']
  return useMemo(() => {
    if (!token || !tokenBalance || !etherBalance) return undefined
    try {
      return new MockV1Pair(etherBalance.raw, tokenBalance)
    } catch {
      return undefined
    }
  }, [token, tokenBalance, etherBalance])
}

/** The V1 trade for the two currencies (native↔token in one hop, token↔token through the native coin). */
export function useV1Trade(
  isExactIn: boolean | undefined,
  inputCurrency: Currency | null | undefined,
  outputCurrency: Currency | null | undefined,
  exactAmount: CurrencyAmount | undefined,
): Trade | undefined {
  const inputPair = useMockV1Pair(inputCurrency)
  const outputPair = useMockV1Pair(outputCurrency)
  return useMemo(() => {
    if (!inputCurrency || !outputCurrency || !exactAmount) return undefined
    const inputIsNative = inputCurrency === ETHER
    const outputIsNative = outputCurrency === ETHER
    const pairs =
      inputIsNative && outputPair
        ? [outputPair]
        : outputIsNative && inputPair
          ? [inputPair]
          : inputPair && outputPair
            ? [inputPair, outputPair]
            : []
    if (pairs.length === 0) return undefined
    try {
      const route = new Route(pairs, inputCurrency, outputCurrency)
      return new Trade(route, exactAmount, isExactIn ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT)
    } catch (error) {
      // Not enough reserves for the amount, or the same currency on both sides.
      console.debug('Failed to create V1 trade', error)
      return undefined
    }
  }, [inputCurrency, outputCurrency, exactAmount, isExactIn, inputPair, outputPair])
}

/** 'v1' when the trade goes through mock V1 pairs, 'v2' otherwise, undefined without a trade. */
export function getTradeVersion(trade: Trade | null | undefined): TradeVersion | undefined {
  if (!trade) return undefined
  return trade.route.pairs.some((pair) => pair instanceof MockV1Pair) ? 'v1' : 'v2'
}
