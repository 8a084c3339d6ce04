// The price impact figure in the colour of its severity level.
import styled from 'styled-components'

import type { Percent } from '@/sdk'
import { formatPriceImpact } from '@/utils/format/formatAmount'

import { severityColor } from './severityColor'

const Figure = styled.span<{ $color: ReturnType<typeof severityColor> }>`
  font-weight: 500;
  color: ${({ theme, $color }) => theme[$color]};
`

export function PriceImpact({ impact, severity }: { impact: Percent | undefined; severity: number }) {
  return (
    <Figure $color={severityColor(severity)} data-testid="price-impact" data-severity={severity}>
      {formatPriceImpact(impact)}
    </Figure>
  )
}
