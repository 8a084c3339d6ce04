// What the app's charts share (the swap page's price chart, a pool's TVL and volume chart): the card, its header
// rows, the big figure, a group of toggle buttons (ranges, kinds) and the drawing, whose library loads with it.
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { Button, SmallText, SurfaceCard } from '@/components/ui'
import { PRICE_RANGES, type PriceRange } from '@/utils/priceHistory/priceSeries'

import type { ChartCanvasProps } from './ChartCanvas'

const ChartCanvas = lazy(() => import('./ChartCanvas'))

export const ChartPanel = styled(SurfaceCard)`
  gap: 10px;
  min-width: 0;
`

export const ChartHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
`

export const ChartFigureValue = styled.strong`
  font-size: 22px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

/** A figure, not an image: the drawing holds a link (the library's attribution), which an image would hide. */
const ChartFigure = styled.figure`
  margin: 0;
`

const ChartRoom = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
`

/**
 * The drawing of the points, described by `label` for screen readers. It keeps its height while the library loads
 * and when there is nothing to draw, so that the card does not jump.
 */
export function ChartDrawing({ label, ...canvas }: ChartCanvasProps & { label: string }) {
  const room = <ChartRoom $height={canvas.height} />
  return (
    <Suspense fallback={room}>
      {canvas.points.length > 0 ? (
        <ChartFigure aria-label={label}>
          <ChartCanvas {...canvas} />
        </ChartFigure>
      ) : (
        room
      )}
    </Suspense>
  )
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`

interface ToggleGroupProps<T extends string> {
  label: string
  options: readonly T[]
  value: T
  onChange: (value: T) => void
  textOf: (option: T) => string
  /** Each button's test id is this, a dash and its option. */
  testIdPrefix: string
}

/** Buttons of which one is pressed: a chart's range or figure. */
export function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  textOf,
  testIdPrefix,
}: ToggleGroupProps<T>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option}
          type="button"
          $size="small"
          $variant={option === value ? 'primary' : 'outline'}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          data-testid={`${testIdPrefix}-${option}`}
        >
          {textOf(option)}
        </Button>
      ))}
    </Group>
  )
}

interface HistoryNoteProps {
  status: 'loading' | 'ready' | 'unserved'
  progress?: number
  emptyText: string
}

/** In place of the figure while there is no point: how far the history's read is, that the node refused it, or that
 * there is none yet. */
export function ChartHistoryNote({ status, progress = 0, emptyText }: HistoryNoteProps) {
  const { t } = useTranslation()
  return (
    <SmallText role="status">
      {status === 'loading'
        ? t('priceChart.loading', { percent: Math.floor(progress * 100) })
        : status === 'unserved'
          ? t('priceChart.unserved')
          : emptyText}
    </SmallText>
  )
}

/** The ranges every chart offers: a day, a week, a month, all. */
export function RangeToggle({
  value,
  onChange,
  testIdPrefix,
}: {
  value: PriceRange
  onChange: (range: PriceRange) => void
  testIdPrefix: string
}) {
  const { t } = useTranslation()
  return (
    <ToggleGroup
      label={t('priceChart.ranges')}
      options={PRICE_RANGES}
      value={value}
      onChange={onChange}
      textOf={(option) => t(`priceChart.range.${option}`)}
      testIdPrefix={testIdPrefix}
    />
  )
}
