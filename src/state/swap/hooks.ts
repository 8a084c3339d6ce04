// Swap form hooks: its state, the action handlers, URL defaults, and everything derived from it (currencies,
// balances, the parsed amount, V2 and V1 trades, the input error code).
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router-dom'

import { getDeployment } from '@/config/deployments'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWalletStatus } from '@/connection/useWalletStatus'
import { useCurrencyBalances } from '@/hooks/balances'
import { currencyId, useCurrency } from '@/hooks/tokens'
import { useTradeExactIn, useTradeExactOut } from '@/hooks/trades'
import { useENS } from '@/hooks/useENS'
import { useV1Trade } from '@/hooks/v1'
import { type Currency, type CurrencyAmount, nativeCurrencyOf, type Trade } from '@/sdk'
import { useAppDispatch, useAppSelector } from '@/state/hooks'
import { useUserSlippageTolerance } from '@/state/user/hooks'
import { computeSlippageAdjustedAmounts } from '@/utils/prices'
import { tryParseAmount } from '@/utils/tryParseAmount'

import { Field } from './actions'
import { BAD_RECIPIENT_ADDRESSES, type SwapInputError, swapInputError } from './inputError'
import { type ExchangeVersion, queryToSwapState, queryToVersion } from './queryParsing'
import { replaceSwapState, selectCurrency, setRecipient, type SwapState, switchCurrencies, typeInput } from './slice'

export { SwapInputError } from './inputError'

export function useSwapState(): SwapState {
  return useAppSelector((state) => state.swap)
}

export interface SwapActionHandlers {
  onCurrencySelection: (field: Field, currency: Currency) => void
  onSwitchTokens: () => void
  onUserInput: (field: Field, typedValue: string) => void
  onChangeRecipient: (recipient: string | null) => void
}

export function useSwapActionHandlers(): SwapActionHandlers {
  const dispatch = useAppDispatch()
  const onCurrencySelection = useCallback(
    (field: Field, currency: Currency) => dispatch(selectCurrency({ field, currencyId: currencyId(currency) })),
    [dispatch],
  )
  const onSwitchTokens = useCallback(() => dispatch(switchCurrencies()), [dispatch])
  const onUserInput = useCallback(
    (field: Field, typedValue: string) => dispatch(typeInput({ field, typedValue })),
    [dispatch],
  )
  const onChangeRecipient = useCallback((recipient: string | null) => dispatch(setRecipient({ recipient })), [dispatch])
  return useMemo(
    () => ({ onCurrencySelection, onSwitchTokens, onUserInput, onChangeRecipient }),
    [onCurrencySelection, onSwitchTokens, onUserInput, onChangeRecipient],
  )
}

/** The exchange version the URL asks for (`use=v1`), v2 otherwise. */
export function useToggledVersion(): ExchangeVersion {
  const { search } = useLocation()
  return useMemo(() => queryToVersion(search), [search])
}

/**
 * Applies the URL's query to the swap state when the page opens, when the chain changes and when the query
 * changes (the hash router's location holds the query). Returns the currency ids it set.
 */
export function useDefaultsFromURLSearch():
  { inputCurrencyId: string | undefined; outputCurrencyId: string | undefined } | undefined {
  const chainId = useActiveChainId()
  const dispatch = useAppDispatch()
  const { search } = useLocation()
  const [result, setResult] = useState<{ inputCurrencyId: string | undefined; outputCurrencyId: string | undefined }>()

  useEffect(() => {
    const parsed = queryToSwapState(search, nativeCurrencyOf(chainId).symbol)
    dispatch(replaceSwapState(parsed))
    setResult({ inputCurrencyId: parsed.inputCurrencyId, outputCurrencyId: parsed.outputCurrencyId })
  }, [dispatch, chainId, search])

  return result
}

export interface DerivedSwapInfo {
  currencies: { [field in Field]?: Currency }
  currencyBalances: { [field in Field]?: CurrencyAmount }
  parsedAmount: CurrencyAmount | undefined
  v2Trade: Trade | undefined
  v1Trade: Trade | undefined
  inputError?: SwapInputError
  /** The recipient's address: the account's when no recipient is set, null while unresolved. */
  recipientAddress: string | null
  toggledVersion: ExchangeVersion
}

export function useDerivedSwapInfo(): DerivedSwapInfo {
  const chainId = useActiveChainId()
  const { account } = useWalletStatus()
  const toggledVersion = useToggledVersion()
  const [allowedSlippage] = useUserSlippageTolerance()
  const {
    independentField,
    typedValue,
    [Field.INPUT]: { currencyId: inputCurrencyId },
    [Field.OUTPUT]: { currencyId: outputCurrencyId },
    recipient,
  } = useSwapState()

  const inputCurrency = useCurrency(inputCurrencyId) ?? undefined
  const outputCurrency = useCurrency(outputCurrencyId) ?? undefined
  const recipientLookup = useENS(recipient ?? undefined)
  const to = (recipient === null ? account : recipientLookup.address) ?? null

  const balanceCurrencies = useMemo(() => [inputCurrency, outputCurrency], [inputCurrency, outputCurrency])
  const relevantTokenBalances = useCurrencyBalances(account, balanceCurrencies)

  const isExactIn = independentField === Field.INPUT
  const parsedAmount = useMemo(
    () => tryParseAmount(typedValue, (isExactIn ? inputCurrency : outputCurrency) ?? undefined),
    [typedValue, isExactIn, inputCurrency, outputCurrency],
  )

  const bestTradeExactIn = useTradeExactIn(isExactIn ? parsedAmount : undefined, outputCurrency)
  const bestTradeExactOut = useTradeExactOut(inputCurrency, !isExactIn ? parsedAmount : undefined)
  const v2Trade = (isExactIn ? bestTradeExactIn : bestTradeExactOut) ?? undefined

  // V1 reads only when the URL asks for V1.
  const isV1 = toggledVersion === 'v1'
  const v1Trade = useV1Trade(
    isExactIn,
    isV1 ? inputCurrency : undefined,
    isV1 ? outputCurrency : undefined,
    isV1 ? parsedAmount : undefined,
  )

  const currencyBalances = useMemo(
    () => ({ [Field.INPUT]: relevantTokenBalances[0], [Field.OUTPUT]: relevantTokenBalances[1] }),
    [relevantTokenBalances],
  )
  const currencies = useMemo(
    () => ({ [Field.INPUT]: inputCurrency, [Field.OUTPUT]: outputCurrency }),
    [inputCurrency, outputCurrency],
  )

  const badRecipients = useMemo(() => {
    const deployment = getDeployment(chainId)
    return deployment ? [...BAD_RECIPIENT_ADDRESSES, deployment.router, deployment.factory] : BAD_RECIPIENT_ADDRESSES
  }, [chainId])

  const activeTrade = isV1 ? v1Trade : v2Trade
  const maximumInput = useMemo(() => {
    if (!activeTrade) return undefined
    try {
      return computeSlippageAdjustedAmounts(activeTrade, allowedSlippage)[Field.INPUT]
    } catch {
      return undefined // a stored slippage out of range: the settings guard normally prevents it
    }
  }, [activeTrade, allowedSlippage])

  const inputError = swapInputError({
    account,
    hasInputCurrency: Boolean(inputCurrency),
    hasOutputCurrency: Boolean(outputCurrency),
    parsedAmount,
    recipient,
    recipientAddress: recipient === null ? null : recipientLookup.loading ? null : recipientLookup.address,
    badRecipients,
    trades: [bestTradeExactIn, bestTradeExactOut],
    inputBalance: currencyBalances[Field.INPUT],
    maximumInput,
  })

  return {
    currencies,
    currencyBalances,
    parsedAmount,
    v2Trade,
    v1Trade,
    inputError,
    recipientAddress: to,
    toggledVersion,
  }
}
