// A single-token staking pool at /staking/single/{address}: 'Stake: X - Earn: Y', the same cards as a farm, and
// Deposit, Withdraw (regular or emergency) and Claim (a deposit of 0).
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { NotStartedNotice } from '@/components/staking/RewardTimeline'
import { StakeActions } from '@/components/staking/StakeActions'
import { StakeDialog, useStakeDialog } from '@/components/staking/StakeDialog'
import { StakePosition } from '@/components/staking/StakePosition'
import { StakeTotals } from '@/components/staking/StakeTotals'
import { PageTitle } from '@/components/staking/styles'
import { Page, SmallText } from '@/components/ui'
import { useBlockTime } from '@/hooks/staking/useBlockTime'
import { useSinglePool } from '@/hooks/staking/useSinglePool'
import { useSinglePoolCallbacks } from '@/hooks/staking/useSinglePoolCallbacks'
import { useSinglePoolFigures } from '@/hooks/staking/useSinglePoolFigures'
import { useTokenInfos } from '@/hooks/staking/useTokenInfos'
import { TokenAmount } from '@/sdk'
import { formatAmount } from '@/utils/format/formatAmount'

export default function StakingSingle() {
  const { t } = useTranslation()
  const { address } = useParams<{ address: string }>()
  const { pool, isLoading } = useSinglePool(address)
  const infos = useTokenInfos(
    useMemo(() => [pool?.stakedToken, pool?.rewardToken], [pool?.stakedToken, pool?.rewardToken]),
  )
  const staked = pool ? infos[pool.stakedToken] : undefined
  const reward = pool ? infos[pool.rewardToken] : undefined
  const figures = useSinglePoolFigures(pool, staked, reward)
  const blockTime = useBlockTime()
  const callbacks = useSinglePoolCallbacks(address, staked?.symbol ?? '')
  const dialog = useStakeDialog()

  if (!pool || !staked || !reward) {
    return (
      <Page>
        <PageTitle>{t('pages.stakingSingle')}</PageTitle>
        <SmallText role="status" data-testid="stake-loading">
          {isLoading || pool ? t('staking.loading') : t('staking.single.notFound')}
        </SmallText>
      </Page>
    )
  }

  const user = pool.user
  const hasStake = Boolean(user && user.staked > 0n)
  const hasBalance = Boolean(user && user.balance > 0n)
  const amount = (raw: bigint) => formatAmount(new TokenAmount(staked, raw.toString())) || '0'

  return (
    <Page aria-labelledby="single-title">
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
      <StakePosition
        isDimmed={!hasStake && !hasBalance}
        stakedRaw={user?.staked}
        stakedText={user ? `${amount(user.staked)} ${staked.symbol}` : '-'}
        stakedUsd={figures.userStakedUsd}
        availableText={user ? t('staking.available', { amount: amount(user.balance), symbol: staked.symbol }) : ''}
        rewardSymbol={reward.symbol}
        pending={figures.pending}
        canClaim={Boolean(user && user.pending !== 0n)}
        onClaim={() => dialog.open('claim')}
      />
      <StakeActions hasStake={hasStake} onOpen={dialog.open} />
      <StakeDialog
        dialog={dialog}
        callbacks={callbacks}
        token={staked}
        balance={user?.balance}
        staked={user?.staked}
        spender={pool.address}
        hasStake={hasStake}
        claimDetails={
          <SmallText>
            {t('staking.single.claimBody', { amount: figures.pending.toFixed(4), symbol: reward.symbol })}
          </SmallText>
        }
        onEmergencyWithdraw={callbacks?.emergencyWithdraw}
      />
    </Page>
  )
}
