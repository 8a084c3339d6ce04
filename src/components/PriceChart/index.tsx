// The price chart of the pair being traded, beside the swap card (under it on phones): the price after every block
// that changed the route's reserves, over a day, a week, a month or all of it, with the price and its change over
// the range, and a point's time and price on hover or touch. The drawing library loads with the first chart only.
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { SmallText } from '@/components/ui'
import { useFormatLocale } from '@/hooks/format/useFormatLocale'
import type { HistoryRead } from '@/hooks/history/useHistoryRead'
import { useBlockTime } from '@/hooks/staking/useBlockTime'
import type { PriceHistory } from '@/hooks/swap/usePriceHistory'
import { pointsInRange, priceChange, type PriceRange, timeOfBlock } from '@/utils/priceHistory/priceSeries'

import type { ChartPoint } from './ChartCanvas'
import { ChartDrawing, ChartFigureValue, ChartHeader, ChartHistoryNote, ChartPanel, RangeToggle } from './parts'

const CHART_HEIGHT = 260

const Change = styled.span<{ $up: boolean }>`
  color: ${({ theme, $up }) => ($up ? theme.success : theme.error)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

interface Props {
  history: HistoryRead<PriceHistory>
  inputSymbol: string
  outputSymbol: string
}

export function PriceChart({ history, inputSymbol, outputSymbol }: Props) {
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
  const price = new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 })
  const last = shown.at(-1)
  const change = priceChange(shown)
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const title = t('priceChart.title', { input: inputSymbol, output: outputSymbol })
  return (
    <ChartPanel
      as="section"
      aria-label={title}
      data-testid="price-chart"
      data-status={history.status}
      data-points={shown.length}
      data-last-price={last ? String(last.price) : undefined}
      data-last-block={last?.block}
    >
      <ChartHeader>
        <SmallText>{title}</SmallText>
        <RangeToggle value={range} onChange={setRange} testIdPrefix="price-chart-range" />
      </ChartHeader>
      <ChartHeader aria-live="polite">
        {hovered ? (
          <>
            <ChartFigureValue>{price.format(hovered.value)}</ChartFigureValue>
            <SmallText>{t('priceChart.at', { time: time.format(hovered.time * 1000) })}</SmallText>
          </>
        ) : last ? (
          <>
            <ChartFigureValue>{price.format(last.price)}</ChartFigureValue>
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
            emptyText={t('priceChart.empty')}
          />
        )}
      </ChartHeader>
      <SmallText>{t('priceChart.unit', { input: inputSymbol, output: outputSymbol })}</SmallText>
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
