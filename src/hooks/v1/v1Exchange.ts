// One V1 exchange as the migrate and remove pages see it: its token, the account's liquidity, the total supply and
// the reserves, and what the account's liquidity redeems for.
import { useMemo } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useV1ExchangeContract } from '@/hooks/contracts/exchange'
import { useNativeBalances, useTokenBalance, useTokenBalanceRead } from '@/hooks/tokens/balances'
import { useToken } from '@/hooks/tokens/tokens'
import { CurrencyAmount, JSBI, type Token, TokenAmount } from '@/sdk'
import { NEVER_RELOAD, useSingleCallResult } from '@/state/multicall/hooks'
import { isAddress } from '@/utils/tokens/address'
import { type TokenNativeAmounts, v1PositionAmounts } from '@/utils/v1/v1Liquidity'

import { v1LiquidityToken } from './v1Positions'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

export type V1ExchangeStatus = 'loading' | 'invalid' | 'ready'

export interface V1ExchangeInfo {
  status: V1ExchangeStatus
  token?: Token
  /** The account's liquidity (the exchange's own ERC20). */
  liquidity?: TokenAmount
  /** The exchange's token and native reserves, raw. */
  reserves?: TokenNativeAmounts
  /** What the account's liquidity redeems for. */
  tokenWorth?: TokenAmount
  nativeWorth?: CurrencyAmount
  /** The same, raw. */
  position?: TokenNativeAmounts
  /** The block the account's liquidity was read at. */
  readBlock?: number
}

function toBigInt(value: unknown): bigint | undefined {
  return value === undefined || value === null ? undefined : BigInt(String(value))
}

export function useV1Exchange(address: string | undefined, account: string | undefined): V1ExchangeInfo {
  const chainId = useActiveChainId()
  const exchange = isAddress(address) || undefined
  const contract = useV1ExchangeContract(exchange, false)
  const tokenAddressCall = useSingleCallResult(contract, 'tokenAddress', undefined, NEVER_RELOAD)
  const tokenAddress = isAddress(tokenAddressCall.result?.[0]) || undefined
  const token = useToken(tokenAddress && tokenAddress !== ZERO_ADDRESS ? tokenAddress : undefined)
  const liquidityToken = useMemo(
    () => (exchange ? v1LiquidityToken(chainId, exchange) : undefined),
    [chainId, exchange],
  )
  const { balance: liquidity, readBlock } = useTokenBalanceRead(account, liquidityToken)
  const totalSupply = toBigInt(useSingleCallResult(contract, 'totalSupply').result?.[0])
  const tokenReserve = useTokenBalance(exchange, token ?? undefined)
  const nativeAccounts = useMemo(() => [exchange], [exchange])
  const nativeReserve = useNativeBalances(nativeAccounts)[exchange ?? '']

  return useMemo((): V1ExchangeInfo => {
    const isNotExchange =
      !exchange || (!tokenAddressCall.loading && (tokenAddressCall.error || !tokenAddress)) || token === null
    if (isNotExchange || tokenAddress === ZERO_ADDRESS) return { status: 'invalid' }
    if (!token) return { status: 'loading' }
    const reserves =
      tokenReserve && nativeReserve
        ? { token: BigInt(tokenReserve.raw.toString()), native: BigInt(nativeReserve.raw.toString()) }
        : undefined
    const position =
      liquidity && reserves && totalSupply !== undefined
        ? v1PositionAmounts(BigInt(liquidity.raw.toString()), totalSupply, reserves)
        : undefined
    return {
      status: 'ready',
      token,
      liquidity,
      reserves,
      position,
      tokenWorth: position ? new TokenAmount(token, JSBI.BigInt(position.token.toString())) : undefined,
      nativeWorth: position ? CurrencyAmount.ether(JSBI.BigInt(position.native.toString())) : undefined,
      readBlock,
    }
  }, [
    exchange,
    tokenAddressCall.loading,
    tokenAddressCall.error,
    tokenAddress,
    token,
    liquidity,
    readBlock,
    totalSupply,
    tokenReserve,
    nativeReserve,
  ])
}
