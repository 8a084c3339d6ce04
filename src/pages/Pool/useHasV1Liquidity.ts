// Whether the account holds liquidity in any V1 exchange of the known tokens (the pool page's footer offers
// 'Migrate now.' then): the V1 factory's getExchange for every token, then balanceOf on every exchange found.
import { Interface } from '@ethersproject/abi'
import { useMemo } from 'react'

import ERC20_ABI from '@/abis/ERC20.json'
import { useV1FactoryContract } from '@/hooks/contracts/v1Factory'
import { JSBI, type Token } from '@/sdk'
import { NEVER_RELOAD, useMultipleContractSingleData, useSingleContractMultipleData } from '@/state/multicall/hooks'
import { isAddress } from '@/utils/address'

const ERC20_INTERFACE = new Interface(ERC20_ABI)
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** true or false once known, undefined while loading or without an account. */
export function useHasV1Liquidity(account: string | undefined, tokens: readonly Token[]): boolean | undefined {
  const factory = useV1FactoryContract()
  const owner = isAddress(account) || undefined
  const tokenInputs = useMemo(() => (owner ? tokens.map((token) => [token.address]) : []), [owner, tokens])
  // An exchange, once created, stays the token's exchange.
  const exchangeStates = useSingleContractMultipleData(factory, 'getExchange', tokenInputs, NEVER_RELOAD)
  const exchanges = useMemo(
    () =>
      exchangeStates.map((state) => {
        const address = isAddress(state.result?.[0])
        return address && address !== ZERO_ADDRESS ? address : undefined
      }),
    [exchangeStates],
  )
  const ownerInputs = useMemo(() => [owner], [owner])
  const balanceStates = useMultipleContractSingleData(owner ? exchanges : [], ERC20_INTERFACE, 'balanceOf', ownerInputs)

  return useMemo(() => {
    if (!owner || !factory) return undefined
    const hasLiquidity = balanceStates.some((state) => {
      const value = state.result?.[0]
      return value !== undefined && JSBI.greaterThan(JSBI.BigInt(value.toString()), JSBI.BigInt(0))
    })
    if (hasLiquidity) return true
    const isLoading = exchangeStates.some((state) => state.loading) || balanceStates.some((state) => state.loading)
    return isLoading ? undefined : false
  }, [owner, factory, exchangeStates, balanceStates])
}
