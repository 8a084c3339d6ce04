// Swap form hooks: its state, the action handlers and the defaults from the URL (what the form derives from the
// chain is useDerivedSwapInfo in src/hooks/swap).
import { useCallback, useEffect, useMemo } from 'react'
import { useLocation } from 'react-router-dom'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, nativeCurrencyOf } from '@/sdk'
import { useAppDispatch, useAppSelector } from '@/state/hooks'
import { currencyId } from '@/utils/tokens/currencyId'

import { type Field } from './actions'
import { type ExchangeVersion, queryToSwapState, queryToVersion } from './queryParsing'
import { replaceSwapState, selectCurrency, setRecipient, type SwapState, switchCurrencies, typeInput } from './slice'

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
 * changes (the hash router's location holds the query). Returns the currency ids it sets: read from the query as the
 * page renders, so the first render already has them (the page is not drawn a second time for them) and the
 * prerendered page had the same.
 */
export function useDefaultsFromURLSearch(): {
  inputCurrencyId: string | undefined
  outputCurrencyId: string | undefined
} {
  const chainId = useActiveChainId()
  const dispatch = useAppDispatch()
  const { search } = useLocation()
  const parsed = useMemo(() => queryToSwapState(search, nativeCurrencyOf(chainId).symbol), [search, chainId])

  useEffect(() => {
    dispatch(replaceSwapState(parsed))
  }, [dispatch, parsed])

  return useMemo(
    () => ({ inputCurrencyId: parsed.inputCurrencyId, outputCurrencyId: parsed.outputCurrencyId }),
    [parsed],
  )
}
