// A price chart: the pair being traded, beside the swap card (under it on phones), or a token in USD on its page. The
// price after every block that changed the reserves it is read from, over a day, a week, a month or all of it, with
// the price and its change over the range, and a point's time and price on hover or touch. The drawing library loads
// with the first chart only.
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { SmallText } from '@/components/ui'
import { useFormatLocale } from '@/hooks/format/useFormatLocale'
import type { HistoryRead } from '@/hooks/history/useHistoryRead'
import { useBlockTime } from '@/hooks/staking/useBlockTime'
import type { PriceHistory } from '@/hooks/swap/usePriceHistory'
import { pointsInRange, priceChange, type PriceRange, timeOfBlock } from '@/utils/priceHistory/priceSeries'
import { formatUsdPrice } from '@/utils/pricing/formatUsd'

import type { ChartPoint } from './ChartCanvas'
import { ChartDrawing, ChartFigureValue, ChartHeader, ChartHistoryNote, ChartPanel, RangeToggle } from './parts'

const CHART_HEIGHT = 260

const Change = styled.span<{ $up: boolean }>`
  color: ${({ theme, $up }) => ($up ? theme.success : theme.error)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

/** What the line prices: one token in another, or one token in US dollars. */
export type ChartQuote = { input: string; output: string } | { usdOf: string }

interface Props {
  history: HistoryRead<PriceHistory>
  quote: ChartQuote
  testId?: string
}

export function PriceChart({ history, quote, testId = 'price-chart' }: Props) {
  const { t } = useTranslation()
  const locale = useFormatLocale()
  const blockTime = useBlockTime()
  const [range, setRange] = useState<PriceRange>('1d')
  const [hovered, setHovered] = useState<ChartPoint>()
  const value = history.value
  const shown = useMemo(
    () => (value ? pointsInRange(value.points, range, value.head, blockTime) : []),
    [value, range, blockTime],
  )
  const chartPoints = useMemo(() => {
    if (!value) return []
    const byTime = new Map<number, number>()
    for (const point of shown)
      byTime.set(Math.round(timeOfBlock(point.block, value.head, value.headTime, blockTime)), point.price)
    return [...byTime].map(([time, price]) => ({ time, value: price }))
  }, [shown, value, blockTime])
  const inUsd = 'usdOf' in quote
  const plain = new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 })
  const formatPrice = (value: number) => (inUsd ? formatUsdPrice(value, locale) : plain.format(value))
  const last = shown.at(-1)
  const change = priceChange(shown)
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const title = inUsd ? t('priceChart.usd.title', { token: quote.usdOf }) : t('priceChart.title', quote)
  return (
    <ChartPanel
      as="section"
      aria-label={title}
      data-testid={testId}
      data-status={history.status}
      data-points={shown.length}
      data-last-price={last ? String(last.price) : undefined}
      data-last-price-usd={last && inUsd ? String(last.price) : undefined}
      data-last-block={last?.block}
    >
      <ChartHeader>
        <SmallText>{title}</SmallText>
        <RangeToggle value={range} onChange={setRange} testIdPrefix={`${testId}-range`} />
      </ChartHeader>
      <ChartHeader aria-live="polite">
        {hovered ? (
          <>
            <ChartFigureValue>{formatPrice(hovered.value)}</ChartFigureValue>
            <SmallText>{t('priceChart.at', { time: time.format(hovered.time * 1000) })}</SmallText>
          </>
        ) : last ? (
          <>
            <ChartFigureValue>{formatPrice(last.price)}</ChartFigureValue>
            {change !== undefined && (
              <Change $up={change >= 0}>
                {t(`priceChart.change.${range}`, {
                  change: new Intl.NumberFormat(locale, {
                    style: 'percent',
                    signDisplay: 'exceptZero',
                    maximumFractionDigits: 2,
                  }).format(change),
                })}
              </Change>
            )}
          </>
        ) : (
          <ChartHistoryNote
            status={history.status}
            progress={history.status === 'loading' ? history.progress : undefined}
            emptyText={inUsd ? t('priceChart.usd.empty') : t('priceChart.empty')}
          />
        )}
      </ChartHeader>
      <SmallText>{inUsd ? t('priceChart.usd.unit', { token: quote.usdOf }) : t('priceChart.unit', quote)}</SmallText>
      {history.status === 'unserved' && last && <SmallText role="status">{t('priceChart.unserved')}</SmallText>}
      <ChartDrawing
        label={t('priceChart.imageLabel', { title, points: chartPoints.length })}
        points={chartPoints}
        onHover={setHovered}
        height={CHART_HEIGHT}
      />
    </ChartPanel>
  )
}
