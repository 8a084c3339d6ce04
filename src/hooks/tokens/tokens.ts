// Tokens of the active chain: from the active lists and the user's imports, or read from the chain by address;
// currencies by id (the native coin's id is 'ETH' or the chain's native symbol).
import { useMemo } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useBytes32TokenContract, useTokenContract } from '@/hooks/contracts/tokens'
import { type ChainId as SdkChainId, type Currency, ETHER, isNativeSymbol, Token, WrappedTokenInfo } from '@/sdk'
import { useCombinedActiveList } from '@/state/lists/hooks'
import { NEVER_RELOAD, useSingleCallResult } from '@/state/multicall/hooks'
import { useUserAddedTokens } from '@/state/user/hooks'
import type { ListTokenInfo } from '@/utils/lists/tokenMap'
import { isAddress } from '@/utils/tokens/address'
import { sanitizeTokenName, sanitizeTokenSymbol } from '@/utils/tokens/sanitizeTokenText'

import { parseStringOrBytes32 } from './tokensBytes32'

export type TokenMap = Readonly<{ [address: string]: Token }>

// A Token's constructor checksums its address (a keccak per token): build each list entry's token once, and each
// chain's map once per list map, however many hooks ask (a 10,000-token list is the benchmark).
const tokenOfInfo = new WeakMap<ListTokenInfo, WrappedTokenInfo>()
const mapOfChain = new WeakMap<object, TokenMap>()
const EMPTY: TokenMap = {}

function listTokenMap(byAddress: Readonly<{ [address: string]: ListTokenInfo }> | undefined): TokenMap {
  if (!byAddress) return EMPTY
  const cached = mapOfChain.get(byAddress)
  if (cached) return cached
  const map: { [address: string]: Token } = {}
  for (const [address, info] of Object.entries(byAddress)) {
    let token = tokenOfInfo.get(info)
    if (!token) {
      token = new WrappedTokenInfo(info.token, info.tags, info.listUrl)
      tokenOfInfo.set(info, token)
    }
    map[address] = token
  }
  mapOfChain.set(byAddress, map)
  return map
}

/** Tokens of the active lists on the active chain (with their list info), by checksummed address. */
export function useListTokens(): TokenMap {
  const chainId = useActiveChainId()
  const combined = useCombinedActiveList()
  return useMemo(() => listTokenMap(combined[chainId]), [chainId, combined])
}

/** Every token of the active chain: the active lists' tokens plus the user-added ones (a list's entry wins). */
export function useAllTokens(): TokenMap {
  const listTokens = useListTokens()
  const userTokens = useUserAddedTokens()
  return useMemo(() => {
    if (userTokens.length === 0) return listTokens
    const map: { [address: string]: Token } = {}
    for (const token of userTokens) map[token.address] = token
    return Object.assign(map, listTokens)
  }, [listTokens, userTokens])
}

export function useIsUserAddedToken(currency: Currency | null | undefined): boolean {
  const userTokens = useUserAddedTokens()
  return Boolean(currency instanceof Token && userTokens.some((token) => token.equals(currency)))
}

/**
 * A token by address: the list's or user's, else read from the chain (name, symbol, decimals; bytes32 fallback).
 * undefined while loading, null when the address is invalid or not a token.
 */
export function useToken(tokenAddress?: string | null): Token | undefined | null {
  const chainId = useActiveChainId()
  const tokens = useAllTokens()
  const address = isAddress(tokenAddress)
  const known = address ? tokens[address] : undefined

  // No reads for a known token: the contracts are null, so the calls are invalid.
  const lookup = address && !known ? address : undefined
  const tokenContract = useTokenContract(lookup, false)
  const bytes32Contract = useBytes32TokenContract(lookup)
  const name = useSingleCallResult(tokenContract, 'name', undefined, NEVER_RELOAD)
  const nameBytes32 = useSingleCallResult(bytes32Contract, 'name', undefined, NEVER_RELOAD)
  const symbol = useSingleCallResult(tokenContract, 'symbol', undefined, NEVER_RELOAD)
  const symbolBytes32 = useSingleCallResult(bytes32Contract, 'symbol', undefined, NEVER_RELOAD)
  const decimals = useSingleCallResult(tokenContract, 'decimals', undefined, NEVER_RELOAD)

  return useMemo(() => {
    if (known) return known
    if (!address) return null
    if (decimals.loading || symbol.loading || name.loading) return undefined
    const decimalsValue = decimals.result?.[0]
    if (decimalsValue === undefined || decimals.error) return null
    const decimalsNumber = Number(decimalsValue)
    if (!Number.isInteger(decimalsNumber) || decimalsNumber < 0 || decimalsNumber > 255) return null
    return new Token(
      chainId as SdkChainId,
      address,
      decimalsNumber,
      // Anyone can deploy a contract: its text is cleaned before anything shows it.
      sanitizeTokenSymbol(parseStringOrBytes32(symbol.result?.[0], symbolBytes32.result?.[0], '')),
      sanitizeTokenName(parseStringOrBytes32(name.result?.[0], nameBytes32.result?.[0], '')),
    )
  }, [
    known,
    address,
    chainId,
    decimals.loading,
    decimals.error,
    decimals.result,
    symbol.loading,
    symbol.result,
    symbolBytes32.result,
    name.loading,
    name.result,
    nameBytes32.result,
  ])
}

/** The currency of an id: the native coin for 'ETH' or the chain's native symbol (any case), else a token. */
export function useCurrency(id: string | null | undefined): Currency | null | undefined {
  const chainId = useActiveChainId()
  const isNative = typeof id === 'string' && isNativeSymbol(id, chainId)
  const token = useToken(isNative ? undefined : id)
  if (!id) return undefined
  return isNative ? ETHER : token
}
