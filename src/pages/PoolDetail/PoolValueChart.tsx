// The pool page's chart of its liquidity (TVL after every change of its reserves) or its daily volume, in USD at
// today's prices, over a day, a week, a month or all of its history; a point's time and value on hover or touch.
import { lazy, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import type { ChartPoint } from '@/components/PriceChart/ChartCanvas'
import { Button, SmallText, SurfaceCard } from '@/components/ui'
import { useFormatLocale } from '@/hooks/format/useFormatLocale'
import type { HistoryRead } from '@/hooks/history/useHistoryRead'
import type { UsdPoint } from '@/utils/pools/poolHistory'
import { usdPointsInRange } from '@/utils/pools/poolHistory'
import { PRICE_RANGES, type PriceRange } from '@/utils/priceHistory/priceSeries'
import { formatUsd } from '@/utils/pricing/formatUsd'

const ChartCanvas = lazy(() => import('@/components/PriceChart/ChartCanvas'))
const CHART_HEIGHT = 220

export type PoolChartKind = 'tvl' | 'volume'
const KINDS: readonly PoolChartKind[] = ['tvl', 'volume']

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

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`

const Value = styled.strong`
  font-size: 22px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

const Figure = styled.figure`
  margin: 0;
`

const Room = styled.div`
  height: ${CHART_HEIGHT}px;
`

interface Props {
  /** The series of each kind, undefined until the history and today's prices are in. */
  series: HistoryRead<{ tvl: UsdPoint[]; volume: UsdPoint[]; headTime: number } | undefined>
}

export function PoolValueChart({ series }: Props) {
  const { t } = useTranslation()
  const locale = useFormatLocale()
  const [kind, setKind] = useState<PoolChartKind>('tvl')
  const [range, setRange] = useState<PriceRange>('1m')
  const [hovered, setHovered] = useState<ChartPoint>()
  const value = series.value
  const shown = useMemo(
    () => (value ? usdPointsInRange(value[kind], range, value.headTime, kind === 'tvl' ? 'level' : 'bars') : []),
    [value, kind, range],
  )
  const last = shown.at(-1)
  const total = kind === 'volume' ? shown.reduce((sum, point) => sum + point.value, 0) : undefined
  const time = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: kind === 'tvl' ? 'short' : undefined,
    timeZone: kind === 'volume' ? 'UTC' : undefined,
  })
  const title = t(`poolPage.chart.${kind}`)
  return (
    <Panel
      as="section"
      aria-label={t('poolPage.chart.label')}
      data-testid="pool-chart"
      data-kind={kind}
      data-status={series.status}
      data-points={shown.length}
      data-last-value={last ? String(last.value) : undefined}
    >
      <Header>
        <Buttons role="group" aria-label={t('poolPage.chart.kinds')}>
          {KINDS.map((option) => (
            <Button
              key={option}
              type="button"
              $size="small"
              $variant={option === kind ? 'primary' : 'outline'}
              aria-pressed={option === kind}
              onClick={() => setKind(option)}
              data-testid={`pool-chart-kind-${option}`}
            >
              {t(`poolPage.chart.${option}`)}
            </Button>
          ))}
        </Buttons>
        <Buttons role="group" aria-label={t('priceChart.ranges')}>
          {PRICE_RANGES.map((option) => (
            <Button
              key={option}
              type="button"
              $size="small"
              $variant={option === range ? 'primary' : 'outline'}
              aria-pressed={option === range}
              onClick={() => setRange(option)}
              data-testid={`pool-chart-range-${option}`}
            >
              {t(`priceChart.range.${option}`)}
            </Button>
          ))}
        </Buttons>
      </Header>
      <Header aria-live="polite">
        {hovered ? (
          <>
            <Value>{formatUsd(hovered.value)}</Value>
            <SmallText>{t('priceChart.at', { time: time.format(hovered.time * 1000) })}</SmallText>
          </>
        ) : last ? (
          <>
            <Value>{formatUsd(kind === 'volume' ? total : last.value)}</Value>
            <SmallText>{t(`poolPage.chart.${kind}Caption.${range}`)}</SmallText>
          </>
        ) : (
          <SmallText role="status">
            {series.status === 'loading'
              ? t('priceChart.loading', { percent: Math.floor(series.progress * 100) })
              : series.status === 'unserved'
                ? t('priceChart.unserved')
                : t('poolPage.chart.empty')}
          </SmallText>
        )}
      </Header>
      <SmallText>{t('poolPage.chart.todayPrices')}</SmallText>
      <Suspense fallback={<Room />}>
        {shown.length > 0 ? (
          <Figure aria-label={t('poolPage.chart.imageLabel', { title, points: shown.length })}>
            <ChartCanvas
              points={shown}
              onHover={setHovered}
              height={CHART_HEIGHT}
              kind={kind === 'volume' ? 'bars' : 'line'}
              precision={2}
            />
          </Figure>
        ) : (
          <Room />
        )}
      </Suspense>
    </Panel>
  )
}
