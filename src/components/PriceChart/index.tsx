// The price chart of the pair being traded, beside the swap card (under it on phones): the price after every block
// that changed the route's reserves, over a day, a week, a month or all of it, with the price and its change over
// the range, and a point's time and price on hover or touch. The drawing library loads with the first chart only.
import { lazy, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { Button, SmallText, SurfaceCard } from '@/components/ui'
import { useFormatLocale } from '@/hooks/format/useFormatLocale'
import type { HistoryRead } from '@/hooks/history/useHistoryRead'
import { useBlockTime } from '@/hooks/staking/useBlockTime'
import type { PriceHistory } from '@/hooks/swap/usePriceHistory'
import {
  pointsInRange,
  PRICE_RANGES,
  priceChange,
  type PriceRange,
  timeOfBlock,
} from '@/utils/priceHistory/priceSeries'

import type { ChartPoint } from './ChartCanvas'

const ChartCanvas = lazy(() => import('./ChartCanvas'))
const CHART_HEIGHT = 260

const Panel = styled(SurfaceCard)`
  gap: 10px;
  min-width: 0;
`

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
`

const Price = styled.strong`
  font-size: 22px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

const Change = styled.span<{ $up: boolean }>`
  color: ${({ theme, $up }) => ($up ? theme.success : theme.error)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

const Ranges = styled.div`
  display: flex;
  gap: 6px;
`

const Figure = styled.figure`
  margin: 0;
`

const Room = styled.div`
  height: ${CHART_HEIGHT}px;
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
    <Panel
      as="section"
      aria-label={title}
      data-testid="price-chart"
      data-status={history.status}
      data-points={shown.length}
      data-last-price={last ? String(last.price) : undefined}
      data-last-block={last?.block}
    >
      <Header>
        <SmallText>{title}</SmallText>
        <Ranges role="group" aria-label={t('priceChart.ranges')}>
          {PRICE_RANGES.map((option) => (
            <Button
              key={option}
              type="button"
              $size="small"
              $variant={option === range ? 'primary' : 'outline'}
              aria-pressed={option === range}
              onClick={() => setRange(option)}
              data-testid={`price-chart-range-${option}`}
            >
              {t(`priceChart.range.${option}`)}
            </Button>
          ))}
        </Ranges>
      </Header>
      <Header aria-live="polite">
        {hovered ? (
          <>
            <Price>{price.format(hovered.value)}</Price>
            <SmallText>{t('priceChart.at', { time: time.format(hovered.time * 1000) })}</SmallText>
          </>
        ) : last ? (
          <>
            <Price>{price.format(last.price)}</Price>
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
          <SmallText role="status">
            {history.status === 'loading'
              ? t('priceChart.loading', { percent: Math.floor(history.progress * 100) })
              : history.status === 'unserved'
                ? t('priceChart.unserved')
                : t('priceChart.empty')}
          </SmallText>
        )}
      </Header>
      <SmallText>{t('priceChart.unit', { input: inputSymbol, output: outputSymbol })}</SmallText>
      {history.status === 'unserved' && last && <SmallText role="status">{t('priceChart.unserved')}</SmallText>}
      <Suspense fallback={<Room />}>
        {chartPoints.length > 0 ? (
          // A figure, not an image: the drawing holds a link (the library's attribution), which an image would hide.
          <Figure aria-label={t('priceChart.imageLabel', { title, points: chartPoints.length })}>
            <ChartCanvas points={chartPoints} onHover={setHovered} height={CHART_HEIGHT} />
          </Figure>
        ) : (
          <Room />
        )}
      </Suspense>
    </Panel>
  )
}
