// The account's V1 positions: every known token's V1 exchange from the factory (one getExchange batch), then the
// account's liquidity in each (one balanceOf batch); only exchanges where it holds liquidity are listed.
import { useMemo } from 'react'

import { V1_LIQUIDITY_NAME, V1_LIQUIDITY_SYMBOL } from '@/config/migration'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useV1FactoryContract } from '@/hooks/contracts/v1Factory'
import { useTokenBalancesWithLoadingIndicator } from '@/hooks/tokens/balances'
import { useAllTokens } from '@/hooks/tokens/tokens'
import { type ChainId, Token, type TokenAmount } from '@/sdk'
import { NEVER_RELOAD, useSingleContractMultipleData } from '@/state/multicall/hooks'
import { isAddress } from '@/utils/tokens/address'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

export interface V1Position {
  exchange: string
  token: Token
  liquidity: TokenAmount
}

/** The exchange's own ERC20: its liquidity token (18 decimals). */
export function v1LiquidityToken(chainId: number, exchange: string): Token {
  return new Token(chainId as ChainId, exchange, 18, V1_LIQUIDITY_SYMBOL, V1_LIQUIDITY_NAME)
}

/** Tokens by V1 exchange address, for every token of the chain plus `extra` (a searched one); and whether loading. */
export function useTokenV1Exchanges(extra?: Token | null): [Readonly<{ [exchange: string]: Token }>, boolean] {
  const allTokens = useAllTokens()
  const factory = useV1FactoryContract()
  const tokens = useMemo(() => {
    const list = Object.values(allTokens)
    return extra && !allTokens[extra.address] ? [...list, extra] : list
  }, [allTokens, extra])
  const inputs = useMemo(() => tokens.map((token) => [token.address]), [tokens])
  // A token's exchange never changes once created; a missing one is asked again on the next visit.
  const results = useSingleContractMultipleData(factory, 'getExchange', inputs, NEVER_RELOAD)
  return useMemo(() => {
    const exchanges: { [exchange: string]: Token } = {}
    results.forEach((state, i) => {
      const exchange = isAddress(state.result?.[0])
      if (exchange && exchange !== ZERO_ADDRESS) exchanges[exchange] = tokens[i]
    })
    return [exchanges, results.some((state) => state.loading)]
  }, [results, tokens])
}

/**
 * The account's V1 positions with liquidity above zero, whether the lookup is still loading, and every exchange looked
 * up (tokens by exchange address, liquidity or not).
 */
export function useV1Positions(
  account: string | undefined,
  extra?: Token | null,
): [V1Position[], boolean, Readonly<{ [exchange: string]: Token }>] {
  const chainId = useActiveChainId()
  const [exchanges, isExchangesLoading] = useTokenV1Exchanges(extra)
  const liquidityTokens = useMemo(
    () => Object.keys(exchanges).map((exchange) => v1LiquidityToken(chainId, exchange)),
    [chainId, exchanges],
  )
  const [balances, isBalancesLoading] = useTokenBalancesWithLoadingIndicator(account, liquidityTokens)
  const positions = useMemo(
    () =>
      liquidityTokens.flatMap((liquidityToken): V1Position[] => {
        const liquidity = balances[liquidityToken.address]
        if (!liquidity || liquidity.raw.toString() === '0') return []
        return [{ exchange: liquidityToken.address, token: exchanges[liquidityToken.address], liquidity }]
      }),
    [liquidityTokens, balances, exchanges],
  )
  return [positions, isExchangesLoading || isBalancesLoading, exchanges]
}
