// The swap page's layout with the chosen pair's price chart: beside the swap card on a desktop, under it on phones
// and tablets. The layout is there before a pair is chosen too, so that choosing one adds the chart beside the card
// without mounting the card anew (which would drop its focus and state). The chart's code loads with the first pair.
import { lazy, memo, type ReactNode, Suspense } from 'react'
import styled, { css } from 'styled-components'

import { media } from '@/theme/media'

import type { ChartPanelProps } from './ChartPanel'

// Drawn again only when its pair or route changes: typing an amount renders the card on every key.
const ChartPanel = memo(lazy(() => import('./ChartPanel')))

/** With a chart, the page asks the shell for the wide card (components/ui Page): the chart takes what the card leaves. */
const Layout = styled.div.attrs<{ $withChart: boolean; 'data-page-width'?: string }>(({ $withChart }) => ({
  'data-page-width': $withChart ? 'wide' : undefined,
}))`
  ${({ $withChart }) =>
    $withChart &&
    css`
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 16px;

      ${media.fromMedium} {
        grid-template-columns: minmax(0, 400px) minmax(0, 1fr);
        align-items: start;
      }
    `}
`

/** `chart`: the pair to chart, once both sides are chosen. */
export function SwapLayout({ chart, children }: { chart: ChartPanelProps | undefined; children: ReactNode }) {
  return (
    <Layout $withChart={Boolean(chart)}>
      {children}
      {chart && (
        <Suspense fallback={null}>
          <ChartPanel {...chart} />
        </Suspense>
      )}
    </Layout>
  )
}
