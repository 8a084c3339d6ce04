// Balances of an account through multicall: tokens by balanceOf, the native coin by the multicall contract's
// getEthBalance, all refreshed with each block.
import { useMemo } from 'react'

import { ERC20_INTERFACE } from '@/abis/interfaces/erc20'
import { useMulticallContract } from '@/hooks/contracts/multicall'
import { type Currency, CurrencyAmount, ETHER, JSBI, Token, TokenAmount } from '@/sdk'
import { type CallState, useMultipleContractSingleData, useSingleContractMultipleData } from '@/state/multicall/hooks'
import { isAddress } from '@/utils/tokens/address'

/** Native balances of several accounts by checksummed address; undefined while unknown. */
export function useNativeBalances(
  accounts: readonly (string | undefined)[],
): Readonly<{ [address: string]: CurrencyAmount | undefined }> {
  const multicallContract = useMulticallContract()
  const addresses = useMemo(
    () => [...new Set(accounts.map((account) => isAddress(account)).filter((a): a is string => a !== false))].sort(),
    [accounts],
  )
  const inputs = useMemo(() => addresses.map((address) => [address]), [addresses])
  const results = useSingleContractMultipleData(multicallContract, 'getEthBalance', inputs)
  return useMemo(() => {
    const map: { [address: string]: CurrencyAmount | undefined } = {}
    addresses.forEach((address, i) => {
      const value = results[i]?.result?.[0]
      map[address] = value ? CurrencyAmount.ether(JSBI.BigInt(value.toString())) : undefined
    })
    return map
  }, [addresses, results])
}

/** The balanceOf reads of `tokens` (the valid ones) for one account: none without an account. */
function useBalanceReads(account: string | undefined, tokens: readonly (Token | undefined)[]) {
  const validTokens = useMemo(
    () => tokens.filter((token): token is Token => token instanceof Token && isAddress(token.address) !== false),
    [tokens],
  )
  const addresses = useMemo(() => validTokens.map((token) => token.address), [validTokens])
  const owner = isAddress(account) || undefined
  // [undefined] (not undefined) without an owner: the multicall hooks encode `undefined` inputs as no arguments, which throws.
  const inputs = useMemo(() => [owner], [owner])
  const reads = useMultipleContractSingleData(owner ? addresses : [], ERC20_INTERFACE, 'balanceOf', inputs)
  return { owner, validTokens, reads }
}

function balanceOf(token: Token, read: CallState | undefined): TokenAmount | undefined {
  const value = read?.result?.[0]
  return value ? new TokenAmount(token, JSBI.BigInt(value.toString())) : undefined
}

/** Balances of tokens for one account by token address, and whether any is still loading. */
export function useTokenBalancesWithLoadingIndicator(
  account: string | undefined,
  tokens: readonly (Token | undefined)[],
): [Readonly<{ [tokenAddress: string]: TokenAmount | undefined }>, boolean] {
  const { owner, validTokens, reads } = useBalanceReads(account, tokens)
  const anyLoading = reads.some((state) => state.loading)
  return useMemo(() => {
    const map: { [tokenAddress: string]: TokenAmount | undefined } = {}
    if (owner) {
      validTokens.forEach((token, i) => {
        const balance = balanceOf(token, reads[i])
        if (balance) map[token.address] = balance
      })
    }
    return [map, anyLoading]
  }, [owner, validTokens, reads, anyLoading])
}

export function useTokenBalances(
  account: string | undefined,
  tokens: readonly (Token | undefined)[],
): Readonly<{ [tokenAddress: string]: TokenAmount | undefined }> {
  return useTokenBalancesWithLoadingIndicator(account, tokens)[0]
}

export function useTokenBalance(account: string | undefined, token: Token | undefined): TokenAmount | undefined {
  return useTokenBalanceRead(account, token).balance
}

const NO_BALANCE = { balance: undefined, readBlock: undefined }

/** One balance with the block it was read at, for an amount that must include the latest transaction from here. */
export function useTokenBalanceRead(
  account: string | undefined,
  token: Token | undefined,
): { balance: TokenAmount | undefined; readBlock: number | undefined } {
  const tokens = useMemo(() => [token], [token])
  const { owner, validTokens, reads } = useBalanceReads(account, tokens)
  const [read] = reads
  return useMemo(() => {
    const [valid] = validTokens
    return owner && valid ? { balance: balanceOf(valid, read), readBlock: read?.blockNumber } : NO_BALANCE
  }, [owner, validTokens, read])
}

/** One balance per currency (undefined while unknown or without an account), in the order given. */
export function useCurrencyBalances(
  account: string | undefined,
  currencies: readonly (Currency | undefined | null)[],
): (CurrencyAmount | undefined)[] {
  const tokens = useMemo(
    () => currencies.filter((currency): currency is Token => currency instanceof Token),
    [currencies],
  )
  const tokenBalances = useTokenBalances(account, tokens)
  const hasNative = currencies.some((currency) => currency === ETHER)
  const nativeAccounts = useMemo(() => (hasNative ? [account] : []), [hasNative, account])
  const nativeBalances = useNativeBalances(nativeAccounts)
  const owner = isAddress(account) || undefined

  return useMemo(
    () =>
      currencies.map((currency) => {
        if (!owner || !currency) return undefined
        if (currency instanceof Token) return tokenBalances[currency.address]
        if (currency === ETHER) return nativeBalances[owner]
        return undefined
      }),
    [owner, currencies, tokenBalances, nativeBalances],
  )
}
