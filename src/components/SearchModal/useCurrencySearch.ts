// The search view's data: the debounced query over the active chain's tokens, ordered with balances, the
// native coin when it matches, and a token found on chain by address that no active list holds.
import { useCallback, useMemo } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { useCurrencyBalances } from '@/hooks/tokens/balances'
import { useAllTokens, useToken } from '@/hooks/tokens/tokens'
import { useDebounce } from '@/lib/useDebounce'
import { type Currency, type CurrencyAmount, ETHER, nativeCurrencyOf, type Token } from '@/sdk'
import { isAddress } from '@/utils/tokens/address'
import { buildSearchIndex, nativeMatches, searchTokens } from '@/utils/tokens/tokenSearch'

import { currencyKey } from './CurrencyList'

const NO_CURRENCIES: Currency[] = []
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** The spec: token search is debounced 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200

export interface CurrencySearchResult {
  /** The query the results belong to (the debounced one). */
  query: string
  /** Native coin first when it matches, then the ordered tokens. */
  currencies: Currency[]
  tokens: Token[]
  /** Searches synchronously (for Enter, which must not wait for the debounce). */
  search: (query: string) => Token[]
  balances: Map<string, CurrencyAmount | undefined>
  /** A token at the typed address that no active list or user import holds (null: none; undefined: loading). */
  unlistedToken: Token | null | undefined
  nativeSymbol: string
  nativeName: string
}

export function useCurrencySearch(rawQuery: string): CurrencySearchResult {
  const { account } = useWeb3React()
  const chainId = useActiveChainId()
  const native = nativeCurrencyOf(chainId)
  const query = useDebounce(rawQuery.trim(), SEARCH_DEBOUNCE_MS)

  const allTokens = useAllTokens()
  const tokenList = useMemo(() => Object.values(allTokens), [allTokens])
  const balanceCurrencies = useMemo<Currency[]>(() => [ETHER, ...tokenList], [tokenList])
  // Without an account no balance is asked for at all (an empty list under a placeholder owner: multicall
  // cannot encode balanceOf without its argument).
  const balanceList = useCurrencyBalances(account ?? ZERO_ADDRESS, account ? balanceCurrencies : NO_CURRENCIES)
  const balances = useMemo(() => {
    const map = new Map<string, CurrencyAmount | undefined>()
    balanceCurrencies.forEach((currency, i) => map.set(currencyKey(currency), balanceList[i]))
    return map
  }, [balanceCurrencies, balanceList])

  // Sorted once per token set or balance change; each keystroke is then one pass.
  const index = useMemo(
    () =>
      buildSearchIndex(tokenList, (token) => {
        const balance = balances.get(token.address)
        return balance ? Number(balance.toExact()) : undefined
      }),
    [tokenList, balances],
  )
  const tokens = useMemo(() => searchTokens(index, query), [index, query])
  const search = useCallback((value: string) => searchTokens(index, value), [index])

  const address = isAddress(query) || undefined
  const isListed = address !== undefined && Object.hasOwn(allTokens, address)
  const onChain = useToken(address && !isListed ? address : undefined)
  const unlistedToken = address && !isListed ? onChain : null

  const currencies = useMemo<Currency[]>(
    () => (nativeMatches(query, native.symbol, native.name) ? [ETHER, ...tokens] : tokens),
    [query, native.symbol, native.name, tokens],
  )

  return {
    query,
    currencies,
    tokens,
    search,
    balances,
    unlistedToken,
    nativeSymbol: native.symbol,
    nativeName: native.name,
  }
}
