// What the swap form derives from its state and the chain: currencies, balances, the parsed amount, the V2 and
// V1 trades, the recipient and the input error code.
import { useDeferredValue, useMemo } from 'react'

import { getDeployment } from '@/config/deployments'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWalletStatus } from '@/connection/useWalletStatus'
import { useENS } from '@/hooks/ens/useENS'
import { useTradeExactIn, useTradeExactOut } from '@/hooks/swap/trades'
import { useCurrencyBalances } from '@/hooks/tokens/balances'
import { useCurrency } from '@/hooks/tokens/tokens'
import { useV1Trade } from '@/hooks/v1/v1'
import { type Currency, type CurrencyAmount, Pair, type Trade, wrappedCurrency } from '@/sdk'
import { Field } from '@/state/swap/actions'
import { useSwapState, useToggledVersion } from '@/state/swap/hooks'
import { type SwapInputError, swapInputError } from '@/state/swap/inputError'
import { type ExchangeVersion } from '@/state/swap/queryParsing'
import { BAD_RECIPIENT_ADDRESSES, type RecipientRefusal, recipientRefusal } from '@/state/swap/recipientRefusal'
import { useUserSlippageTolerance } from '@/state/user/hooks'
import { amountError, tryParseAmount } from '@/utils/format/tryParseAmount'
import { computeSlippageAdjustedAmounts } from '@/utils/swap/tradePrices'

export interface DerivedSwapInfo {
  currencies: { [field in Field]?: Currency }
  currencyBalances: { [field in Field]?: CurrencyAmount }
  parsedAmount: CurrencyAmount | undefined
  v2Trade: Trade | undefined
  v1Trade: Trade | undefined
  inputError?: SwapInputError
  /** Why the resolved recipient is refused (shown under the recipient field). */
  recipientRefusal?: RecipientRefusal
  /** The recipient's address: the account's when no recipient is set, null while unresolved. */
  recipientAddress: string | null
  toggledVersion: ExchangeVersion
  /**
   * What was typed has not reached the quote yet: a key's own render shows the key at once and leaves the trade, the
   * amounts, the error and the balances' check to a render of their own that the next key may interrupt (React's
   * deferred value). Nothing may be confirmed or sent from a quote of an earlier amount: the page keeps its actions
   * disabled while this is true.
   */
  isQuotePending: boolean
  /** The field whose amount the quote is for (the typed field, once the quote has caught up with it). */
  quotedField: Field
}

export function useDerivedSwapInfo(): DerivedSwapInfo {
  const chainId = useActiveChainId()
  const { account } = useWalletStatus()
  const toggledVersion = useToggledVersion()
  const [allowedSlippage] = useUserSlippageTolerance()
  const {
    independentField: typedField,
    typedValue: typedText,
    [Field.INPUT]: { currencyId: inputCurrencyId },
    [Field.OUTPUT]: { currencyId: outputCurrencyId },
    recipient,
  } = useSwapState()
  const typed = useMemo(() => ({ independentField: typedField, typedValue: typedText }), [typedField, typedText])
  const quoted = useDeferredValue(typed)
  const { independentField, typedValue } = quoted

  const inputCurrency = useCurrency(inputCurrencyId) ?? undefined
  const outputCurrency = useCurrency(outputCurrencyId) ?? undefined
  const recipientLookup = useENS(recipient ?? undefined)
  const to = (recipient === null ? account : recipientLookup.address) ?? null

  const balanceCurrencies = useMemo(() => [inputCurrency, outputCurrency], [inputCurrency, outputCurrency])
  const relevantTokenBalances = useCurrencyBalances(account, balanceCurrencies)

  const isExactIn = independentField === Field.INPUT
  const typedCurrency = (isExactIn ? inputCurrency : outputCurrency) ?? undefined
  const parsedAmount = useMemo(() => tryParseAmount(typedValue, typedCurrency), [typedValue, typedCurrency])

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

  const resolvedRecipient = recipient === null || recipientLookup.loading ? null : recipientLookup.address
  const refusal = useMemo(() => {
    if (!resolvedRecipient) return undefined
    const deployment = getDeployment(chainId)
    const tokens = [inputCurrency, outputCurrency].map((currency) => currency && wrappedCurrency(currency, chainId))
    const [tokenIn, tokenOut] = tokens
    return recipientRefusal(resolvedRecipient, {
      exchangeContracts: deployment
        ? [...BAD_RECIPIENT_ADDRESSES, deployment.router, deployment.factory]
        : BAD_RECIPIENT_ADDRESSES,
      tokens: tokens.flatMap((token) => (token ? [token.address] : [])),
      pairs: tokenIn && tokenOut && !tokenIn.equals(tokenOut) ? [Pair.getAddress(tokenIn, tokenOut)] : [],
      trades: [bestTradeExactIn, bestTradeExactOut],
    })
  }, [resolvedRecipient, chainId, inputCurrency, outputCurrency, bestTradeExactIn, bestTradeExactOut])

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
    amountError: amountError(typedValue, typedCurrency),
    recipient,
    recipientAddress: resolvedRecipient,
    recipientRefusal: refusal,
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
    recipientRefusal: refusal,
    recipientAddress: to,
    toggledVersion,
    isQuotePending: quoted !== typed,
    quotedField: independentField,
  }
}
