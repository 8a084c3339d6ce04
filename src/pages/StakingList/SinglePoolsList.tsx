// The single-token pools list (/staking/single): each pool of the chain's deployment with its figures.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { PageTitle } from '@/components/staking/styles'
import { Page, SmallText, StatCard, StatValue } from '@/components/ui'
import { getDeployment } from '@/config/deployments'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useSinglePool } from '@/hooks/staking/useSinglePool'
import { useSinglePoolFigures } from '@/hooks/staking/useSinglePoolFigures'
import { useTokenInfos } from '@/hooks/staking/useTokenInfos'
import { TokenAmount } from '@/sdk'
import { formatAmount } from '@/utils/format/formatAmount'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import { formatUsd } from '@/utils/pricing/formatUsd'
import { type Rational, sameRational, toNumber } from '@/utils/pricing/rational'
import { formatApr } from '@/utils/staking/apr'
import { totalValueLocked } from '@/utils/staking/totalValueLocked'
import { loadStakingTvl, saveStakingTvl } from '@/utils/staking/tvlCache'

import { Cell, CellLabel, CellValue, RowLink, Section, SINGLE_POOL_COLUMNS } from './styles'

interface RowProps {
  address: string
  onTvl: (address: string, tvl: Rational | undefined) => void
}

function SinglePoolRow({ address, onTvl }: RowProps) {
  const { t } = useTranslation()
  const { pool } = useSinglePool(address)
  const infos = useTokenInfos(
    useMemo(() => [pool?.stakedToken, pool?.rewardToken], [pool?.stakedToken, pool?.rewardToken]),
  )
  const staked = pool ? infos[pool.stakedToken] : undefined
  const reward = pool ? infos[pool.rewardToken] : undefined
  const figures = useSinglePoolFigures(pool, staked, reward)
  useEffect(() => onTvl(address, figures.totalStakedUsd), [onTvl, address, figures.totalStakedUsd])
  if (!pool || !staked || !reward) return <SmallText role="status">{t('staking.loading')}</SmallText>
  return (
    <RowLink to={`/staking/single/${address}`} $columns={SINGLE_POOL_COLUMNS} data-testid={`single-pool-${address}`}>
      <Cell>
        <CellLabel>{t('staking.list.pool')}</CellLabel>
        <CellValue as="strong">{t('staking.single.title', { staked: staked.symbol, reward: reward.symbol })}</CellValue>
      </Cell>
      <Cell>
        <CellLabel>{t('staking.list.aprHeader')}</CellLabel>
        <CellValue>{formatApr(figures.apr)}</CellValue>
      </Cell>
      <Cell>
        <CellLabel>{t('staking.list.deposits')}</CellLabel>
        <CellValue>{formatUsd(figures.totalStakedUsd)}</CellValue>
      </Cell>
      <Cell>
        <CellLabel>{t('staking.list.myStake')}</CellLabel>
        <CellValue>
          {pool.user ? formatAmount(new TokenAmount(staked, pool.user.staked.toString())) || '0' : '-'}
        </CellValue>
      </Cell>
      <Cell>
        <CellLabel>{t('staking.list.unclaimed')}</CellLabel>
        <CellValue>{pool.user ? localizeDecimal(figures.pending.toFixed(4)) : '-'}</CellValue>
      </Cell>
    </RowLink>
  )
}

export function SinglePoolsList() {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const pools = getDeployment(chainId)?.staking.singlePools ?? []
  const [tvls, setTvls] = useState<Readonly<Record<string, Rational | undefined>>>({})
  const onTvl = useCallback(
    (address: string, tvl: Rational | undefined) =>
      setTvls((previous) => (sameRational(previous[address], tvl) ? previous : { ...previous, [address]: tvl })),
    [],
  )
  const tvl = totalValueLocked(pools.map((pool) => tvls[pool.address]))
  // The cache holds the figure shown while the chain answers: a display number.
  const tvlShown = tvl && toNumber(tvl)
  useEffect(() => saveStakingTvl(chainId, 'single', tvlShown), [chainId, tvlShown])
  const shownTvl = tvl ?? loadStakingTvl(chainId, 'single')?.tvl
  return (
    <Page $width="wide" aria-labelledby="single-pools-title">
      <PageTitle id="single-pools-title">{t('staking.list.singleTitle')}</PageTitle>
      <SmallText>{t('staking.list.singleIntro')}</SmallText>
      <StatCard>
        <StatValue data-testid="single-pools-tvl">{t('staking.list.tvl', { tvl: formatUsd(shownTvl) })}</StatValue>
      </StatCard>
      <Section data-testid="single-pools">
        {pools.length === 0 ? (
          <SmallText>{t('staking.list.noStaking')}</SmallText>
        ) : (
          pools.map((pool) => <SinglePoolRow key={pool.address} address={pool.address} onTvl={onTvl} />)
        )}
      </Section>
    </Page>
  )
}
