// The swap screen (also the send screen at /send, where the recipient starts open): two currency panels, the
// switch, the recipient, price, details and the main button; the confirm dialog loads on first use.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CurrencyInputPanel } from '@/components/CurrencyInputPanel'
import { OnceOpened } from '@/components/OnceOpened'
import { SettingsButton } from '@/components/Settings'
import { TradeTokenRisks } from '@/components/TokenRisk/TradeTokenRisks'
import { SwapTokenWarning } from '@/components/TokenWarning'
import { Card, DetailRow, ErrorText, Label, RowBetween, RowCenter, Title, ToneCard, Value } from '@/components/ui'
import { UnsupportedAssetsFooter } from '@/components/UnsupportedAssets'
import { LazyUsdAmount } from '@/components/UsdValue'
import { prefetchSwapCallCode } from '@/hooks/swap/useSwapCallback'
import type { Currency, Pair } from '@/sdk'
import { Field } from '@/state/swap/actions'
import { useDefaultsFromURLSearch } from '@/state/swap/hooks'
import { DEFAULT_SLIPPAGE_BIPS } from '@/state/user/types'
import { localizePercent } from '@/utils/format/localizeNumber'
import { maxAmountSpend } from '@/utils/swap/maxAmountSpend'
import { formatSlippagePercent } from '@/utils/swap/settings'

import { AdvancedSwapDetails } from './AdvancedSwapDetails'
import { AddRecipientLink, RecipientSection } from './RecipientSection'
import { IconButton } from './styles'
import { SwapButton } from './SwapButton'
import { SwapLayout } from './SwapChart'
import { TradePrice } from './TradePrice'
import { useSwapPage } from './useSwapPage'

const loadConfirmSwapModal = () => import('./ConfirmSwapModal')
// A wrap's preview: its code (the simulation's reading, the fee) loads with the first wrap typed, not with the page.
const WritePreview = lazy(() =>
  import('@/components/transactions/WritePreview').then(({ WritePreview }) => ({ default: WritePreview })),
)
const ConfirmSwapModal = lazy(loadConfirmSwapModal)

/** `pairs` as the first array seen with the same pools in the same order. */
function useStableRoute(pairs: readonly Pair[] | undefined): readonly Pair[] | undefined {
  const key = pairs?.map((pair) => pair.liquidityToken.address).join('>')
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the pools' addresses are what the route is
  return useMemo(() => pairs, [key])
}

export default function Swap({ sendMode = false }: { sendMode?: boolean }) {
  const { t } = useTranslation()
  const urlCurrencies = useDefaultsFromURLSearch()
  const page = useSwapPage()
  const { currencies, currencyBalances, formattedAmounts, handlers, trade, showWrap, recipient, confirm } = page
  const { onUserInput, onCurrencySelection, onSwitchTokens, onChangeRecipient } = handlers
  const [showInverted, setShowInverted] = useState(false)
  const [isRecipientClosed, setIsRecipientClosed] = useState(false)

  // The send screen starts with the recipient open (again after the URL defaults reset it), until closed.
  useEffect(() => {
    if (sendMode && recipient === null && !isRecipientClosed) onChangeRecipient('')
  }, [sendMode, recipient, isRecipientClosed, onChangeRecipient])

  // Once there is a quote, the dialog's code (its preview's, and the swap's call builders) is fetched while the user
  // reads it: opening the dialog then waits for the simulation only. Nothing of it loads with the page.
  const hasTrade = Boolean(trade)
  useEffect(() => {
    if (!hasTrade) return
    void loadConfirmSwapModal()
    prefetchSwapCallCode()
  }, [hasTrade])

  const isEstimated = (field: Field) => page.independentField !== field && !showWrap && Boolean(trade)
  const maxInput = maxAmountSpend(currencyBalances[Field.INPUT])
  const atMax = Boolean(maxInput && page.parsedAmounts[Field.INPUT]?.equalTo(maxInput))

  const input = currencies[Field.INPUT]
  const output = currencies[Field.OUTPUT]
  // A key's own render redraws the typed field only: what the other parts get keeps its identity until the quote
  // follows (useDerivedSwapInfo), so the memoised panels, price and details are not drawn again for the key.
  const onInputAmount = useCallback((value: string) => onUserInput(Field.INPUT, value), [onUserInput])
  const onOutputAmount = useCallback((value: string) => onUserInput(Field.OUTPUT, value), [onUserInput])
  const onMaxInput = useMemo(
    () => (maxInput ? () => onUserInput(Field.INPUT, maxInput.toExact()) : undefined),
    [maxInput, onUserInput],
  )
  const onInputCurrency = useCallback(
    (currency: Currency) => onCurrencySelection(Field.INPUT, currency),
    [onCurrencySelection],
  )
  const onOutputCurrency = useCallback(
    (currency: Currency) => onCurrencySelection(Field.OUTPUT, currency),
    [onCurrencySelection],
  )
  const onAddRecipient = useCallback(() => {
    setIsRecipientClosed(false)
    onChangeRecipient('')
  }, [onChangeRecipient])
  const onRecipient = useCallback(
    (value: string | null) => {
      if (value === null) setIsRecipientClosed(true)
      onChangeRecipient(value)
    },
    [onChangeRecipient],
  )
  const inputAmount = page.parsedAmounts[Field.INPUT]
  const outputAmount = page.parsedAmounts[Field.OUTPUT]
  const inputUsd = useMemo(() => <LazyUsdAmount amount={inputAmount} testId="swap-input-usd" />, [inputAmount])
  const outputUsd = useMemo(
    () => <LazyUsdAmount amount={outputAmount} compareTo={inputAmount} testId="swap-output-usd" />,
    [outputAmount, inputAmount],
  )
  const card = (
    <Card aria-labelledby="swap-title">
      <RowBetween>
        <Title id="swap-title">{sendMode ? t('swap.sendTitle') : t('swap.title')}</Title>
        <SettingsButton />
      </RowBetween>
      <SwapTokenWarning urlCurrencies={urlCurrencies} />
      {page.toggledVersion === 'v1' ? (
        <ToneCard $tone="warning" data-testid="v1-notice">
          {t('swap.v1Notice')}
        </ToneCard>
      ) : null}
      <CurrencyInputPanel
        testId="swap-input"
        label={isEstimated(Field.INPUT) ? t('swap.fromEstimated') : t('swap.from')}
        value={formattedAmounts[Field.INPUT]}
        onUserInput={onInputAmount}
        showMaxButton={!atMax}
        onMax={onMaxInput}
        currency={input}
        onCurrencySelect={onInputCurrency}
        otherCurrency={output}
        balance={currencyBalances[Field.INPUT]}
        usdValue={inputUsd}
      />
      <RowCenter $gap={12}>
        <IconButton type="button" data-testid="swap-switch" aria-label={t('swap.switchSides')} onClick={onSwitchTokens}>
          ↓↑
        </IconButton>
        {recipient === null && !showWrap ? <AddRecipientLink onAdd={onAddRecipient} /> : null}
      </RowCenter>
      <CurrencyInputPanel
        testId="swap-output"
        label={isEstimated(Field.OUTPUT) ? t('swap.toEstimated') : t('swap.to')}
        value={formattedAmounts[Field.OUTPUT]}
        onUserInput={onOutputAmount}
        showMaxButton={false}
        currency={output}
        onCurrencySelect={onOutputCurrency}
        otherCurrency={input}
        balance={currencyBalances[Field.OUTPUT]}
        usdValue={outputUsd}
      />
      <TradeTokenRisks checks={page.tokenChecks} acknowledgement={page.sellRevertsAcknowledgement} />
      {recipient !== null && !showWrap ? (
        <RecipientSection
          recipient={recipient}
          refusal={page.recipientRefusal}
          check={page.recipientCheck}
          onChange={onRecipient}
        />
      ) : null}
      {trade ? (
        <TradePrice price={trade.executionPrice} showInverted={showInverted} setShowInverted={setShowInverted} />
      ) : null}
      {page.allowedSlippage !== DEFAULT_SLIPPAGE_BIPS ? (
        <DetailRow data-testid="slippage-row">
          <Label>{t('swap.slippageTolerance')}</Label>
          <Value>{localizePercent(formatSlippagePercent(page.allowedSlippage))}</Value>
        </DetailRow>
      ) : null}
      {showWrap && page.wrapCalls ? (
        <Suspense fallback={null}>
          <WritePreview buildCalls={page.wrapCalls} />
        </Suspense>
      ) : null}
      <SwapButton
        state={page.buttonState}
        errorText={page.errorText}
        inputSymbol={page.inputSymbol}
        onConnect={page.toggleWalletModal}
        onWrap={page.onWrap}
        onApprove={page.onApprove}
        approveAmount={page.approveAmount}
        onSwap={page.onSwap}
      />
      {page.buttonState.kind === 'unsupported' ? (
        <UnsupportedAssetsFooter currencies={[currencies[Field.INPUT], currencies[Field.OUTPUT]]} />
      ) : null}
      {page.isExpertMode && confirm.dialog.errorMessage && !confirm.dialog.isOpen ? (
        <ErrorText role="alert">{confirm.dialog.errorMessage}</ErrorText>
      ) : null}
      {trade ? <AdvancedSwapDetails trade={trade} details={page.details} /> : null}
      <OnceOpened isOpen={confirm.dialog.isOpen}>
        <ConfirmSwapModal
          dialog={confirm.dialog}
          trade={trade}
          originalTrade={confirm.tradeToConfirm}
          onAcceptChanges={confirm.acceptChanges}
          recipient={recipient}
          details={page.details}
          buildCalls={page.swapCalls}
          onConfirm={() => confirm.handleSwap()}
        />
      </OnceOpened>
    </Card>
  )
  // A pair to chart once both sides are chosen (not for wrapping the coin, whose price is 1). The same object while
  // the route's pools stay the same: a keystroke makes a new trade, and the chart must not draw again for it.
  const route = useStableRoute(page.toggledVersion === 'v1' ? undefined : trade?.route.pairs)
  const chart = useMemo(
    () => (input && output && !showWrap ? { input, output, route } : undefined),
    [input, output, showWrap, route],
  )
  return <SwapLayout chart={chart}>{card}</SwapLayout>
}
