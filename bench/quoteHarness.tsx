// The swap page's quote path for the benchmark: the typed amount is parsed, the app's useTradeExactIn finds the
// best trade over the pairs its pair hooks read from the store (routing bases from config, 1..3 hops), and the
// swap card's panels, price line and details render it. Only the chain reads are already done.
import { useMemo, useState } from 'react'

import { CurrencyInputPanel } from '@/components/CurrencyInputPanel'
import { useTradeExactIn } from '@/hooks/swap/trades'
import { AdvancedSwapDetails } from '@/pages/Swap/AdvancedSwapDetails'
import { TradePrice } from '@/pages/Swap/TradePrice'
import { type Currency } from '@/sdk'
import { tryParseAmount } from '@/utils/format/tryParseAmount'
import { computeTradePriceBreakdown, warningSeverity } from '@/utils/swap/tradePrices'

export function QuoteHarness({ input, output }: { input: Currency; output: Currency }) {
  const [typed, setTyped] = useState('')
  const parsed = useMemo(() => tryParseAmount(typed, input), [typed, input])
  const trade = useTradeExactIn(parsed, output) ?? undefined
  const { priceImpactWithoutFee, realizedLPFee } = useMemo(() => computeTradePriceBreakdown(trade), [trade])
  const [inverted, setInverted] = useState(false)
  return (
    <>
      <CurrencyInputPanel
        testId="swap-input"
        label="From"
        value={typed}
        onUserInput={setTyped}
        showMaxButton={false}
        currency={input}
      />
      <CurrencyInputPanel
        testId="swap-output"
        label="To"
        value={trade?.outputAmount.toSignificant(6) ?? ''}
        onUserInput={() => {}}
        showMaxButton={false}
        currency={output}
      />
      {trade ? (
        <>
          <TradePrice price={trade.executionPrice} showInverted={inverted} setShowInverted={setInverted} />
          <AdvancedSwapDetails
            trade={trade}
            details={{
              allowedSlippage: 50,
              taxBps: 0,
              priceImpact: priceImpactWithoutFee,
              severity: warningSeverity(priceImpactWithoutFee),
              realizedLPFee,
            }}
          />
        </>
      ) : null}
    </>
  )
}
