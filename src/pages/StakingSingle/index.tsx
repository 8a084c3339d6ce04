// A single-token staking pool at /staking/single/{address}: 'Stake: X - Earn: Y', the same cards as a farm, and
// Deposit, Withdraw (regular or emergency) and Claim (a deposit of 0).
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { NotStartedNotice } from '@/components/staking/RewardTimeline'
import { StakeControls } from '@/components/staking/StakeControls'
import { StakePageStatus } from '@/components/staking/StakePageStatus'
import { StakeTotals } from '@/components/staking/StakeTotals'
import { PageTitle } from '@/components/staking/styles'
import { Page, SmallText } from '@/components/ui'
import { useBlockTime } from '@/hooks/staking/useBlockTime'
import { useSinglePool } from '@/hooks/staking/useSinglePool'
import { useSinglePoolCallbacks } from '@/hooks/staking/useSinglePoolCallbacks'
import { useSinglePoolFigures } from '@/hooks/staking/useSinglePoolFigures'
import { useTokenInfos } from '@/hooks/staking/useTokenInfos'
import { localizeDecimal } from '@/utils/format/localizeNumber'

export default function StakingSingle() {
  const { t } = useTranslation()
  const { address } = useParams()
  const { pool, isLoading } = useSinglePool(address)
  const infos = useTokenInfos(
    useMemo(() => [pool?.stakedToken, pool?.rewardToken], [pool?.stakedToken, pool?.rewardToken]),
  )
  const staked = pool ? infos[pool.stakedToken] : undefined
  const reward = pool ? infos[pool.rewardToken] : undefined
  const figures = useSinglePoolFigures(pool, staked, reward)
  const blockTime = useBlockTime()
  const callbacks = useSinglePoolCallbacks(address, staked?.symbol ?? '')

  if (!pool || !staked || !reward) {
    return (
      <StakePageStatus
        title={t('pages.stakingSingle')}
        isLoading={isLoading || pool !== undefined}
        notFound={t('staking.single.notFound')}
      />
    )
  }

  return (
    <Page $width="wide" aria-labelledby="single-title">
      <PageTitle id="single-title">
        {t('staking.single.title', { staked: staked.symbol, reward: reward.symbol })}
      </PageTitle>
      {figures.timeline && (
        <NotStartedNotice timeline={figures.timeline} blockTime={blockTime} startBlock={pool.startBlock} />
      )}
      <StakeTotals
        figures={figures}
        rateLabel={t('staking.single.rewardPerBlock')}
        rewardSymbol={reward.symbol}
        blockTime={blockTime}
      />
      <StakeControls
        token={staked}
        position={pool.user}
        stakedUsd={figures.userStakedUsd}
        pendingUsd={figures.pendingUsd}
        rewardSymbol={reward.symbol}
        pending={figures.pending}
        callbacks={callbacks}
        spender={pool.address}
        claimDetails={
          <SmallText>
            {t('staking.single.claimBody', {
              amount: localizeDecimal(figures.pending.toFixed(4)),
              symbol: reward.symbol,
            })}
          </SmallText>
        }
        onEmergencyWithdraw={callbacks?.emergencyWithdraw}
      />
    </Page>
  )
}
