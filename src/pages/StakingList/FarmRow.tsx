// One farm in the farms list: its pair, APR, total deposits, emission rate, the user's stake and unclaimed rewards.
import { type Ref } from 'react'
import { useTranslation } from 'react-i18next'

import { AprSplitLines, FeeAprLine } from '@/components/staking/FarmYields'
import type { FarmYields } from '@/hooks/staking/useFarmYields'
import { formatLocale } from '@/i18n/formatLocale'
import { type Token, TokenAmount, unwrappedToken } from '@/sdk'
import { formatAmount } from '@/utils/format/formatAmount'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import { lpTokenOf } from '@/utils/liquidity/lpToken'
import { formatUsd } from '@/utils/pricing/formatUsd'
import { formatApr } from '@/utils/staking/apr'
import type { FarmFigures } from '@/utils/staking/farmFigures'
import type { Farm } from '@/utils/staking/types'
import { currencyId } from '@/utils/tokens/currencyId'

import { Cell, CellLabel, CellNote, CellValue, FARM_COLUMNS, RowLink } from './styles'

interface Props {
  farm: Farm
  figures: FarmFigures
  /** The APR split and the fee APR beside the reward APR. */
  yields: FarmYields
  /** Tells the list when the row is on screen (its swap logs wait for that). */
  rowRef?: Ref<HTMLAnchorElement>
  token0?: Token
  token1?: Token
  rewardSymbol: string
  chainId: number
}

export function FarmRow({ farm, figures, yields, rowRef, token0, token1, rewardSymbol, chainId }: Props) {
  const { t } = useTranslation()
  if (!token0 || !token1) return null
  const path = `/staking/pools/${currencyId(unwrappedToken(token0))}/${currencyId(unwrappedToken(token1))}`
  const lp = lpTokenOf(chainId, farm.lpToken)
  return (
    <RowLink ref={rowRef} to={path} $columns={FARM_COLUMNS} data-testid={`farm-${farm.pid}`}>
      <Cell>
        <CellLabel>{t('staking.list.pair')}</CellLabel>
        <CellValue as="strong">
          {token0.symbol}-{token1.symbol}
        </CellValue>
        {figures.timeline?.phase === 'notStarted' && <CellNote>{t('staking.list.notStarted')}</CellNote>}
      </Cell>
      <Cell data-testid="farm-apr">
        <CellLabel>{t('staking.list.aprHeader')}</CellLabel>
        <CellValue>{formatApr(figures.apr)}</CellValue>
      </Cell>
      <Cell $lines data-testid="farm-yields" data-fee-apr={yields.feeApr.status}>
        <CellLabel>{t('staking.yields.splitTitle')}</CellLabel>
        <AprSplitLines yields={yields} prefix="farm" />
        <FeeAprLine yields={yields} testId="farm-fee-apr" />
      </Cell>
      <Cell data-testid="farm-deposits">
        <CellLabel>{t('staking.list.deposits')}</CellLabel>
        <CellValue>{formatUsd(figures.totalStakedUsd)}</CellValue>
      </Cell>
      <Cell>
        <CellLabel>{t('staking.list.emission')}</CellLabel>
        <CellValue>
          {t('staking.perBlock', {
            amount: figures.rewardPerBlock.toLocaleString(formatLocale(), { maximumFractionDigits: 6 }),
            symbol: rewardSymbol,
          })}
        </CellValue>
      </Cell>
      <Cell data-testid="farm-my-stake">
        <CellLabel>{t('staking.list.myStake')}</CellLabel>
        <CellValue>{farm.user ? formatAmount(new TokenAmount(lp, farm.user.staked.toString())) || '0' : '-'}</CellValue>
      </Cell>
      <Cell data-testid="farm-unclaimed">
        <CellLabel>{t('staking.list.unclaimed')}</CellLabel>
        <CellValue>{farm.user ? localizeDecimal(figures.pending.total.toFixed(4)) : '-'}</CellValue>
      </Cell>
    </RowLink>
  )
}
