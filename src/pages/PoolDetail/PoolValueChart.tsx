// The pool page's chart of its liquidity (TVL after every change of its reserves) or its daily volume, in USD at
// today's prices, over a day, a week, a month or all of its history; a point's time and value on hover or touch.
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { ChartPoint } from '@/components/PriceChart/ChartCanvas'
import {
  ChartDrawing,
  ChartFigureValue,
  ChartHeader,
  ChartHistoryNote,
  ChartPanel,
  RangeToggle,
  ToggleGroup,
} from '@/components/PriceChart/parts'
import { SmallText } from '@/components/ui'
import { useFormatLocale } from '@/hooks/format/useFormatLocale'
import type { HistoryRead } from '@/hooks/history/useHistoryRead'
import { type UsdPoint, usdPointsInRange } from '@/utils/pools/poolHistory'
import type { PriceRange } from '@/utils/priceHistory/priceSeries'
import { formatUsd } from '@/utils/pricing/formatUsd'

const CHART_HEIGHT = 220

export type PoolChartKind = 'tvl' | 'volume'
const KINDS: readonly PoolChartKind[] = ['tvl', 'volume']

export interface PoolSeries {
  tvl: UsdPoint[]
  volume: UsdPoint[]
  headTime: number
}

export function PoolValueChart({ series }: { series: HistoryRead<PoolSeries> }) {
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
  // A bar is a UTC day; a line's point is a moment.
  const time = new Intl.DateTimeFormat(
    locale,
    kind === 'tvl' ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium', timeZone: 'UTC' },
  )
  const title = t(`poolPage.chart.${kind}`)
  return (
    <ChartPanel
      as="section"
      aria-label={t('poolPage.chart.label')}
      data-testid="pool-chart"
      data-kind={kind}
      data-status={series.status}
      data-points={shown.length}
      data-last-value={last ? String(last.value) : undefined}
    >
      <ChartHeader>
        <ToggleGroup
          label={t('poolPage.chart.kinds')}
          options={KINDS}
          value={kind}
          onChange={setKind}
          textOf={(option) => t(`poolPage.chart.${option}`)}
          testIdPrefix="pool-chart-kind"
        />
        <RangeToggle value={range} onChange={setRange} testIdPrefix="pool-chart-range" />
      </ChartHeader>
      <ChartHeader aria-live="polite">
        {hovered ? (
          <>
            <ChartFigureValue>{formatUsd(hovered.value)}</ChartFigureValue>
            <SmallText>{t('priceChart.at', { time: time.format(hovered.time * 1000) })}</SmallText>
          </>
        ) : last ? (
          <>
            <ChartFigureValue>{formatUsd(kind === 'volume' ? total : last.value)}</ChartFigureValue>
            <SmallText>{t(`poolPage.chart.${kind}Caption.${range}`)}</SmallText>
          </>
        ) : (
          <ChartHistoryNote
            status={series.status}
            progress={series.status === 'loading' ? series.progress : undefined}
            emptyText={t('poolPage.chart.empty')}
          />
        )}
      </ChartHeader>
      <SmallText>{t('poolPage.chart.todayPrices')}</SmallText>
      <ChartDrawing
        label={t('poolPage.chart.imageLabel', { title, points: shown.length })}
        points={shown}
        onHover={setHovered}
        height={CHART_HEIGHT}
        kind={kind === 'volume' ? 'bars' : 'line'}
        precision={2}
      />
    </ChartPanel>
  )
}
