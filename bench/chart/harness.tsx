// The chart bench's page (scripts/bench/chart.ts): the app's ChartCanvas, as the swap and pool pages draw it, given a
// series and timed from mounting until the library has drawn it in the frame that paints it. `window.drawChart(points, kind)`
// mounts a fresh chart and resolves with the milliseconds taken.
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { ThemeProvider } from 'styled-components'

import ChartCanvas, { type ChartPoint } from '@/components/PriceChart/ChartCanvas'
import { lightTheme } from '@/theme/theme'

const container = document.getElementById('root')!
let root: Root | undefined

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/** A random walk of `count` points a block apart (2 s), like a busy pair's Sync history. */
function series(count: number): ChartPoint[] {
  let value = 2
  return Array.from({ length: count }, (_, index) => {
    value *=
      1 + (Math.sin(index * 12.9898) * 43758.5453 - Math.floor(Math.sin(index * 12.9898) * 43758.5453) - 0.5) / 50
    return { time: 1_700_000_000 + index * 2, value }
  })
}

/** Whether some canvas of the chart holds a drawn pixel: the timing ended after the drawing, not before it. */
function isDrawn(): boolean {
  return [...container.querySelectorAll('canvas')].some((canvas) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
    for (let index = 3; index < data.length; index += 4) if (data[index] !== 0) return true
    return false
  })
}

async function drawChart(count: number, kind: 'line' | 'bars'): Promise<{ ms: number; drawn: boolean }> {
  root?.unmount()
  const points = series(count)
  await nextFrame()
  const start = performance.now()
  root = createRoot(container)
  flushSync(() =>
    root!.render(
      <ThemeProvider theme={lightTheme}>
        <ChartCanvas points={points} onHover={() => undefined} height={260} kind={kind} />
      </ThemeProvider>,
    ),
  )
  // The library draws in the next animation frame, from a callback it asked for while mounting (flushSync ran the
  // effects): ours, asked for after it, runs in the same frame once the drawing is done, before that frame's paint.
  await nextFrame()
  const ms = performance.now() - start
  return { ms, drawn: isDrawn() }
}

Object.assign(window, { drawChart })
