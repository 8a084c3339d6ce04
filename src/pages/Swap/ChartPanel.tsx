// The price chart of the chosen pair, loaded with the first pair chosen (off the swap page's first load): the route
// is the trade's where an amount is typed, else the direct pool when there is one.
import { PriceChart } from '@/components/PriceChart'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { usePair } from '@/hooks/liquidity/pairs'
import { usePriceHistory } from '@/hooks/swap/usePriceHistory'
import { type Currency, currencySymbol, type Pair, wrappedCurrency } from '@/sdk'

export interface ChartPanelProps {
  input: Currency
  output: Currency
  /** The trade's pools, input to output, where an amount is typed. */
  route: readonly Pair[] | undefined
}

export default function ChartPanel({ input, output, route }: ChartPanelProps) {
  const chainId = useActiveChainId()
  const [, direct] = usePair(input, output)
  const pairs = route ?? (direct ? [direct] : undefined)
  const history = usePriceHistory(pairs, wrappedCurrency(input, chainId), wrappedCurrency(output, chainId))
  return (
    <PriceChart
      history={history}
      quote={{ input: currencySymbol(input, chainId) ?? '', output: currencySymbol(output, chainId) ?? '' }}
    />
  )
}
