// A single-token staking pool at /staking/single/{address}: 'Stake: X - Earn: Y', the same cards as a farm, and
// Deposit, Withdraw (regular or emergency) and Claim (a deposit of 0).
import { lazy, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { AnimatedAmount } from '@/components/staking/AnimatedAmount'
import { NotStartedNotice, RewardTimelineCard } from '@/components/staking/RewardTimeline'
import { StakeActions } from '@/components/staking/StakeActions'
import type { StakeKind } from '@/components/staking/StakeModal'
import { Button, CardGrid, Page, PageTitle, Small, StatCard, StatLabel, StatValue } from '@/components/staking/styles'
import { useSinglePool } from '@/hooks/staking/useSinglePool'
import { useSinglePoolCallbacks } from '@/hooks/staking/useSinglePoolCallbacks'
import { useTokenInfos } from '@/hooks/staking/useTokenInfos'
import { TokenAmount } from '@/sdk'
import { formatAmount } from '@/utils/formatAmount'
import { formatApr } from '@/utils/staking/apr'
import { formatUsd } from '@/utils/staking/prices'

import { useBlockTime } from '../StakingPair/useFarmFigures'
import { useSinglePoolFigures } from './useSinglePoolFigures'

const StakeModal = lazy(() => import('@/components/staking/StakeModal'))

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
  const [openKind, setOpenKind] = useState<StakeKind>()
  const [hasOpened, setHasOpened] = useState(false)

  if (!pool || !staked || !reward) {
    return (
      <Page>
        <PageTitle>{t('pages.stakingSingle')}</PageTitle>
        <Small role="status" data-testid="stake-loading">
          {isLoading || pool ? t('staking.loading') : t('staking.single.notFound')}
        </Small>
      </Page>
    )
  }

  const user = pool.user
  const hasStake = Boolean(user && user.staked > 0n)
  const hasBalance = Boolean(user && user.balance > 0n)
  const amount = (raw: bigint) => formatAmount(new TokenAmount(staked, raw.toString())) || '0'
  const open = (kind: StakeKind) => {
    setHasOpened(true)
    setOpenKind(kind)
  }

  return (
    <Page aria-labelledby="single-title">
      <PageTitle id="single-title">
        {t('staking.single.title', { staked: staked.symbol, reward: reward.symbol })}
      </PageTitle>
      {figures.timeline && (
        <NotStartedNotice timeline={figures.timeline} blockTime={blockTime} startBlock={pool.startBlock} />
      )}
      <CardGrid>
        <StatCard>
          <StatLabel>{t('staking.totalDeposits')}</StatLabel>
          <StatValue data-testid="stake-total-deposits">{formatUsd(figures.totalStakedUsd)}</StatValue>
          <Small data-testid="stake-apr">{t('staking.apr', { apr: formatApr(figures.apr) })}</Small>
        </StatCard>
        <StatCard>
          <StatLabel>{t('staking.single.rewardPerBlock')}</StatLabel>
          <StatValue data-testid="stake-emission-rate">
            {t('staking.perBlock', {
              amount: figures.rewardPerBlock.toLocaleString('en', { maximumFractionDigits: 6 }),
              symbol: reward.symbol,
            })}
          </StatValue>
        </StatCard>
        {figures.timeline && <RewardTimelineCard timeline={figures.timeline} blockTime={blockTime} />}
      </CardGrid>
      <CardGrid $dim={!hasStake && !hasBalance}>
        <StatCard>
          <StatLabel>{t('staking.myDeposits')}</StatLabel>
          <StatValue data-testid="stake-my-deposits" data-value={user?.staked.toString()}>
            {user ? `${amount(user.staked)} ${staked.symbol}` : '-'}
          </StatValue>
          <Small>{formatUsd(figures.userStakedUsd)}</Small>
          <Small>{user ? t('staking.available', { amount: amount(user.balance), symbol: staked.symbol }) : ''}</Small>
        </StatCard>
        <StatCard>
          <StatLabel>{t('staking.unclaimed', { symbol: reward.symbol })}</StatLabel>
          <StatValue>
            <AnimatedAmount value={figures.pending} testId="stake-unclaimed" />
          </StatValue>
          <Button
            type="button"
            data-testid="stake-claim"
            disabled={!user || user.pending === 0n}
            onClick={() => open('claim')}
          >
            {t('staking.claim')}
          </Button>
        </StatCard>
      </CardGrid>
      <StakeActions hasStake={hasStake} onOpen={open} />
      {hasOpened && callbacks && (
        <Suspense fallback={null}>
          <StakeModal
            isOpen={openKind !== undefined}
            onDismiss={() => setOpenKind(undefined)}
            kind={openKind ?? 'deposit'}
            token={staked}
            max={openKind === 'withdraw' ? user?.staked : user?.balance}
            spender={pool.address}
            hasStake={hasStake}
            claimDetails={
              <Small>
                {t('staking.single.claimBody', { amount: figures.pending.toFixed(4), symbol: reward.symbol })}
              </Small>
            }
            onSubmit={(value, shown) =>
              openKind === 'deposit'
                ? callbacks.deposit(value, shown)
                : openKind === 'withdraw'
                  ? callbacks.withdraw(value, shown)
                  : callbacks.claim()
            }
            onEmergencyWithdraw={openKind === 'withdraw' ? callbacks.emergencyWithdraw : undefined}
          />
        </Suspense>
      )}
    </Page>
  )
}
