// The drawing of a line (a price, a pool's TVL) or of bars (a pool's daily volume) by TradingView's
// lightweight-charts, in a chunk of its own: loaded only with a chart (the swap page imports it lazily once a pair is
// chosen). Hovering or touching a point reports its time and value.
import {
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import { useTheme } from 'styled-components'

export interface ChartPoint {
  /** Seconds since the epoch, strictly increasing. */
  time: number
  value: number
}

export interface ChartCanvasProps {
  points: readonly ChartPoint[]
  onHover: (point: ChartPoint | undefined) => void
  height: number
  /** A line (the default) or one bar per point. */
  kind?: 'line' | 'bars'
  /** Decimals shown on the value scale: 6 for a price, 2 for dollars. */
  precision?: number
}

export default function ChartCanvas({ points, onHover, height, kind = 'line', precision = 6 }: ChartCanvasProps) {
  const theme = useTheme()
  const container = useRef<HTMLDivElement>(null)
  const chart = useRef<IChartApi>(undefined)
  const series = useRef<ISeriesApi<'Line' | 'Histogram'>>(undefined)
  const hover = useRef(onHover)
  hover.current = onHover

  useEffect(() => {
    const made = createChart(container.current!, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor: theme.textMuted, attributionLogo: true },
      grid: { vertLines: { visible: false }, horzLines: { color: theme.border } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true },
      handleScale: false,
    })
    const priceFormat = { type: 'price', precision, minMove: 10 ** -precision } as const
    const line =
      kind === 'bars'
        ? made.addSeries(HistogramSeries, { color: theme.primary, priceFormat })
        : made.addSeries(LineSeries, { color: theme.primary, lineWidth: 2, priceFormat })
    made.subscribeCrosshairMove((param) => {
      const data = param.time !== undefined ? param.seriesData.get(line) : undefined
      const value = data && 'value' in data ? Number(data.value) : NaN
      hover.current(Number.isFinite(value) ? { time: Number(param.time), value } : undefined)
    })
    chart.current = made
    series.current = line
    return () => {
      made.remove()
      chart.current = undefined
      series.current = undefined
    }
  }, [theme, kind, precision])

  useEffect(() => {
    series.current?.setData(points.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })))
    chart.current?.timeScale().fitContent()
  }, [points, theme, kind, precision])

  return <div ref={container} style={{ height }} />
}
