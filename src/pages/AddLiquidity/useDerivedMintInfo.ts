// Everything the add-liquidity form derives from its state and the chain: the pair and whether it has liquidity,
// both amounts (the other side from the reserves, or typed for a new pool), balances, price, pool tokens minted,
// the pool share and the input error code.
import { useMemo } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { PairState, usePair } from '@/hooks/liquidity/pairs'
import { useTotalSupply } from '@/hooks/liquidity/useTotalSupply'
import { useCurrencyBalances } from '@/hooks/tokens/balances'
import { type Currency, type CurrencyAmount, JSBI, wrappedCurrencyAmount } from '@/sdk'
import { Field, type MintState } from '@/state/mint/slice'
import { tryParseAmount } from '@/utils/format/tryParseAmount'
import {
  dependentAmount as quoteDependent,
  expectedLiquidityMinted,
  mintPrice,
  poolShareAfterDeposit,
} from '@/utils/liquidity/liquidity'

import { mintInputError } from './addButtonState'

export function useDerivedMintInfo(
  state: MintState,
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
  account: string | undefined,
) {
  const chainId = useActiveChainId()
  const { independentField, typedValue, otherTypedValue } = state
  const dependentField = independentField === Field.CURRENCY_A ? Field.CURRENCY_B : Field.CURRENCY_A
  const currencies = useMemo(
    () => ({ [Field.CURRENCY_A]: currencyA, [Field.CURRENCY_B]: currencyB }),
    [currencyA, currencyB],
  )

  const [pairState, pair] = usePair(currencyA, currencyB)
  const totalSupply = useTotalSupply(pair?.liquidityToken)
  const noLiquidity =
    pairState === PairState.NOT_EXISTS || Boolean(totalSupply && JSBI.equal(totalSupply.raw, JSBI.BigInt(0)))

  const balanceCurrencies = useMemo(() => [currencyA, currencyB], [currencyA, currencyB])
  const [balanceA, balanceB] = useCurrencyBalances(account, balanceCurrencies)

  const independentAmount = useMemo(
    () => tryParseAmount(typedValue, currencies[independentField]),
    [typedValue, currencies, independentField],
  )
  const dependentAmount = useMemo(() => {
    if (noLiquidity) return tryParseAmount(otherTypedValue, currencies[dependentField])
    return quoteDependent(pair, independentAmount, currencies[dependentField], chainId)
  }, [noLiquidity, otherTypedValue, currencies, dependentField, pair, independentAmount, chainId])

  const parsedAmounts: Record<Field, CurrencyAmount | undefined> = useMemo(
    () =>
      independentField === Field.CURRENCY_A
        ? { [Field.CURRENCY_A]: independentAmount, [Field.CURRENCY_B]: dependentAmount }
        : { [Field.CURRENCY_A]: dependentAmount, [Field.CURRENCY_B]: independentAmount },
    [independentField, independentAmount, dependentAmount],
  )
  const amountA = parsedAmounts[Field.CURRENCY_A]
  const amountB = parsedAmounts[Field.CURRENCY_B]

  const price = useMemo(
    () => mintPrice(noLiquidity, pair, currencyA, amountA, amountB, chainId),
    [noLiquidity, pair, currencyA, amountA, amountB, chainId],
  )
  const liquidityMinted = useMemo(
    () =>
      expectedLiquidityMinted(
        noLiquidity ? null : pair,
        noLiquidity ? undefined : totalSupply,
        wrappedCurrencyAmount(amountA, chainId),
        wrappedCurrencyAmount(amountB, chainId),
      ),
    [noLiquidity, pair, totalSupply, amountA, amountB, chainId],
  )
  const poolTokenPercentage = useMemo(
    () => poolShareAfterDeposit(liquidityMinted, noLiquidity ? undefined : totalSupply),
    [liquidityMinted, noLiquidity, totalSupply],
  )

  const inputError = mintInputError({
    account,
    isInvalidPair: pairState === PairState.INVALID,
    amountA,
    amountB,
    balanceA,
    balanceB,
  })

  return {
    dependentField,
    currencies,
    pairState,
    pair,
    noLiquidity,
    balances: { [Field.CURRENCY_A]: balanceA, [Field.CURRENCY_B]: balanceB },
    parsedAmounts,
    price,
    liquidityMinted,
    poolTokenPercentage,
    inputError,
  }
}
