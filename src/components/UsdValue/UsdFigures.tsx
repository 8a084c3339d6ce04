// The USD figures of the trading screens, loaded on first use (see ./index.tsx) so the pricing engine and its pair
// reads stay out of the first load. Each renders nothing while unpriced: blank rather than wrong.
import { type ReactNode, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { usePositionUsdValue } from '@/hooks/pricing/usePositionUsdValue'
import { useUsdValues } from '@/hooks/pricing/useUsdValues'
import type { CurrencyAmount } from '@/sdk'
import type { Position } from '@/utils/liquidity/position'
import { formatUsd } from '@/utils/pricing/formatUsd'
import { formatPercentDifference, usdDifferencePercent } from '@/utils/pricing/usdDifference'

const UsdLine = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-size: 13px;
  font-variant-numeric: tabular-nums;
`

const Difference = styled.span`
  margin-left: 4px;
`

export interface UsdAmountProps {
  amount: CurrencyAmount
  testId: string
  /** The amount this one is traded for (a swap's input): the line adds the difference of the USD values. */
  compareTo?: CurrencyAmount
}

export function UsdAmount({ amount, testId, compareTo }: UsdAmountProps) {
  const { t } = useTranslation()
  const amounts = useMemo(() => [amount, compareTo], [amount, compareTo])
  const [value, compared] = useUsdValues(amounts)
  if (!value) return null
  const percent = compareTo ? usdDifferencePercent(compared, value) : undefined
  return (
    <UsdLine data-testid={testId}>
      {formatUsd(value)}
      {percent === undefined ? null : (
        <Difference data-testid={`${testId}-difference`} title={t('swap.usdDifferenceTitle')}>
          {t('swap.usdDifference', { percent: formatPercentDifference(percent) })}
        </Difference>
      )}
    </UsdLine>
  )
}

export interface PositionUsdProps {
  position: Position
  /** Lays out the formatted value (a row of the position card). */
  children: (usd: string) => ReactNode
}

export function PositionUsd({ position, children }: PositionUsdProps) {
  const value = usePositionUsdValue(position)
  return value ? children(formatUsd(value)) : null
}
