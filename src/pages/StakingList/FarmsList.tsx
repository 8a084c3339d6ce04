// The farms list (/staking/OVPit): active and finished farms apart, and the farms' TVL, cached per chain.
import { useCallback, useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { UnlockScheduleText } from '@/components/staking/FarmYields'
import { PageTitle } from '@/components/staking/styles'
import { Page, SmallText, StatCard, StatValue } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useFarms } from '@/hooks/staking/useFarms'
import { useFarmsFigures } from '@/hooks/staking/useFarmsFigures'
import { useFarmYields } from '@/hooks/staking/useFarmYields'
import { useRewardTokenAddress } from '@/hooks/staking/useRewardTokenAddress'
import { useSeenOnScreen } from '@/hooks/staking/useSeenOnScreen'
import { useTokenInfos } from '@/hooks/staking/useTokenInfos'
import { useUnlockSchedule } from '@/hooks/staking/useUnlockSchedule'
import { formatUsd } from '@/utils/pricing/formatUsd'
import { toNumber } from '@/utils/pricing/rational'
import { totalValueLocked } from '@/utils/staking/totalValueLocked'
import { loadStakingTvl, saveStakingTvl } from '@/utils/staking/tvlCache'
import type { Farm } from '@/utils/staking/types'

import { ClaimAll } from './ClaimAll'
import { FarmRow } from './FarmRow'
import { Section, SectionTitle } from './styles'

export function FarmsList() {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const { farms, isLoading } = useFarms()
  const rewardToken = useRewardTokenAddress()
  const addresses = useMemo(
    () => [...farms.flatMap((farm) => [farm.token0, farm.token1]), rewardToken],
    [farms, rewardToken],
  )
  const infos = useTokenInfos(addresses)
  const tokensOf = useCallback((farm: Farm) => ({ token0: infos[farm.token0], token1: infos[farm.token1] }), [infos])
  const figures = useFarmsFigures(farms, tokensOf)
  // Swap logs (the fee APR) only for the rows that have been on screen.
  const { isSeen, observe } = useSeenOnScreen()
  const isShown = useCallback((farm: Farm) => isSeen(farm.pid), [isSeen])
  const aprs = useMemo(() => figures.map((figure) => figure.apr), [figures])
  const yields = useFarmYields(farms, aprs, tokensOf, isShown)
  const schedule = useUnlockSchedule()

  const tvl = useMemo(() => totalValueLocked(figures.map((figure) => figure.totalStakedUsd)), [figures])
  // The cache holds the figure shown while the chain answers: a display number.
  const tvlShown = tvl && toNumber(tvl)
  useEffect(() => saveStakingTvl(chainId, 'farms', tvlShown), [chainId, tvlShown])
  const shownTvl = tvl ?? loadStakingTvl(chainId, 'farms')?.tvl

  const rows = farms.map((farm, i) => ({ farm, figures: figures[i], yields: yields[i] }))
  const isFinished = (row: (typeof rows)[number]) => !row.farm.isActive || row.figures.timeline?.phase === 'ended'
  const render = (list: typeof rows) =>
    list.length === 0 ? (
      <SmallText>{t('staking.list.none')}</SmallText>
    ) : (
      list.map(({ farm, figures: farmFigures, yields: farmYields }) => (
        <FarmRow
          key={farm.pid}
          rowRef={observe(farm.pid)}
          farm={farm}
          figures={farmFigures}
          yields={farmYields}
          token0={infos[farm.token0]}
          token1={infos[farm.token1]}
          rewardSymbol={(rewardToken && infos[rewardToken]?.symbol) || 'VENOM'}
          chainId={chainId}
        />
      ))
    )

  return (
    <Page $width="wide" aria-labelledby="farms-title">
      <PageTitle id="farms-title">{t('staking.list.farmsTitle')}</PageTitle>
      <SmallText>{t('staking.list.farmsIntro')}</SmallText>
      {schedule && <UnlockScheduleText schedule={schedule} testId="farms-unlock-schedule" />}
      <StatCard>
        <StatValue data-testid="farms-tvl">{t('staking.list.tvl', { tvl: formatUsd(shownTvl) })}</StatValue>
      </StatCard>
      <ClaimAll farms={farms} rewardToken={rewardToken ? infos[rewardToken] : undefined} />
      {isLoading && farms.length === 0 ? (
        <SmallText role="status">{t('staking.loading')}</SmallText>
      ) : farms.length === 0 ? (
        <SmallText>{t('staking.list.noStaking')}</SmallText>
      ) : (
        <>
          <Section data-testid="farms-active" aria-labelledby="farms-active-title">
            <SectionTitle id="farms-active-title">{t('staking.list.active')}</SectionTitle>
            {render(rows.filter((row) => !isFinished(row)))}
          </Section>
          <Section data-testid="farms-finished" aria-labelledby="farms-finished-title">
            <SectionTitle id="farms-finished-title">{t('staking.list.finished')}</SectionTitle>
            {render(rows.filter(isFinished))}
          </Section>
        </>
      )}
    </Page>
  )
}
