// Symbol and decimals of tokens by address: the lists' and user's tokens, else read once from the chain.
import { useMemo } from 'react'

import { ERC20_INTERFACE } from '@/abis/interfaces/erc20'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useAllTokens } from '@/hooks/tokens/tokens'
import { nativeCurrencyOf, Token, wrappedNative } from '@/sdk'
import { NEVER_RELOAD, useMultipleContractSingleData } from '@/state/multicall/hooks'
import { isAddress } from '@/utils/tokens/address'
import { sanitizeTokenSymbol } from '@/utils/tokens/sanitizeTokenText'

import { resultNumber, resultString } from './calls'

/** A contract's symbol is untrusted text: cleaned like every token's (absent stays absent). */
const symbolOf = (symbol: string | undefined) => (symbol === undefined ? undefined : sanitizeTokenSymbol(symbol))

/** Tokens by checksummed address; the wrapped native coin shows the native symbol (users know FRA, not WFRA). */
export function useTokenInfos(addresses: readonly (string | undefined)[]): Readonly<{ [address: string]: Token }> {
  const chainId = useActiveChainId()
  const known = useAllTokens()
  const unique = useMemo(
    () => [...new Set(addresses.map((address) => isAddress(address)).filter((a): a is string => Boolean(a)))],
    [addresses],
  )
  const lookups = useMemo(() => unique.filter((address) => !known[address]), [unique, known])
  const symbols = useMultipleContractSingleData(lookups, ERC20_INTERFACE, 'symbol', undefined, NEVER_RELOAD)
  const decimals = useMultipleContractSingleData(lookups, ERC20_INTERFACE, 'decimals', undefined, NEVER_RELOAD)

  return useMemo(() => {
    const native = wrappedNative(chainId)
    const nativeSymbol = nativeCurrencyOf(chainId).symbol
    const map: { [address: string]: Token } = {}
    for (const address of unique) {
      const index = lookups.indexOf(address)
      const token =
        known[address] ??
        (index >= 0 && resultNumber(decimals[index]) !== undefined
          ? new Token(chainId, address, resultNumber(decimals[index])!, symbolOf(resultString(symbols[index])))
          : undefined)
      if (!token) continue
      map[address] =
        native && token.equals(native) ? new Token(chainId, address, token.decimals, nativeSymbol, token.name) : token
    }
    return map
  }, [chainId, unique, lookups, known, symbols, decimals])
}
