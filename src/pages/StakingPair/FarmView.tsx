// A farm's page body: title, totals, timeline, the user's deposits and rewards, and the three dialogs.
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { AnimatedAmount } from '@/components/staking/AnimatedAmount'
import { NotStartedNotice, RewardTimelineCard } from '@/components/staking/RewardTimeline'
import { StakeActions } from '@/components/staking/StakeActions'
import type { StakeKind } from '@/components/staking/StakeModal'
import {
  Button,
  CardGrid,
  GreenCard,
  Page,
  PageTitle,
  Small,
  StatCard,
  StatLabel,
  StatValue,
} from '@/components/staking/styles'
import { useMasterBreederContract } from '@/hooks/contracts/staking'
import { useFarmCallbacks } from '@/hooks/staking/useFarmCallbacks'
import type { Farm } from '@/hooks/staking/useFarms'
import { useFeeStages } from '@/hooks/staking/useFeeStages'
import { type Token, TokenAmount } from '@/sdk'
import { useBlockNumber } from '@/state/application/hooks'
import { formatAmount } from '@/utils/formatAmount'
import { formatApr } from '@/utils/staking/apr'
import { formatUsd } from '@/utils/staking/prices'
import { withdrawalFee } from '@/utils/staking/withdrawalFee'

import { useBlockTime, useFarmsFigures } from './useFarmFigures'

const StakeModal = lazy(() => import('@/components/staking/StakeModal'))

export interface FarmViewProps {
  farm: Farm
  token0?: Token
  token1?: Token
  /** Symbols in the order the URL gives them, for the title and the add-liquidity link. */
  symbolA: string
  symbolB: string
  addLiquidityPath: string
  lpToken: Token
  rewardSymbol: string
}

export function FarmView({
  farm,
  token0,
  token1,
  symbolA,
  symbolB,
  addLiquidityPath,
  lpToken,
  rewardSymbol,
}: FarmViewProps) {
  const { t } = useTranslation()
  const breeder = useMasterBreederContract()
  const blockTime = useBlockTime()
  const blockNumber = useBlockNumber()
  const stages = useFeeStages()
  const farms = useMemo(() => [farm], [farm])
  const tokensOf = useCallback(() => ({ token0, token1 }), [token0, token1])
  const [figures] = useFarmsFigures(farms, tokensOf)
  const callbacks = useFarmCallbacks(farm.pid, lpToken.symbol ?? '')
  const [openKind, setOpenKind] = useState<StakeKind>()
  const [hasOpened, setHasOpened] = useState(false)

  const user = farm.user
  const hasStake = Boolean(user && user.staked > 0n)
  const hasBalance = Boolean(user && user.lpBalance > 0n)
  const amount = (raw: bigint) => formatAmount(new TokenAmount(lpToken, raw.toString())) || '0'

  const open = (kind: StakeKind) => {
    setHasOpened(true)
    setOpenKind(kind)
  }
  // The withdrawal lands in the next block: its distance from the last action decides the stage.
  const feeFor = (value: bigint) =>
    stages && user && blockNumber !== undefined
      ? withdrawalFee(stages, BigInt(blockNumber + 1 - user.lastActionBlock), value)
      : undefined

  return (
    <Page aria-labelledby="farm-title">
      <PageTitle id="farm-title">{t('staking.farm.title', { a: symbolA, b: symbolB })}</PageTitle>
      {figures.timeline && (
        <NotStartedNotice timeline={figures.timeline} blockTime={blockTime} startBlock={farm.startBlock} />
      )}
      <CardGrid>
        <StatCard>
          <StatLabel>{t('staking.totalDeposits')}</StatLabel>
          <StatValue data-testid="stake-total-deposits">{formatUsd(figures.totalStakedUsd)}</StatValue>
          <Small data-testid="stake-apr">{t('staking.apr', { apr: formatApr(figures.apr) })}</Small>
        </StatCard>
        <StatCard>
          <StatLabel>{t('staking.emissionRate')}</StatLabel>
          <StatValue data-testid="stake-emission-rate">
            {t('staking.perBlock', {
              amount: figures.rewardPerBlock.toLocaleString('en', { maximumFractionDigits: 6 }),
              symbol: rewardSymbol,
            })}
          </StatValue>
        </StatCard>
        {figures.timeline && <RewardTimelineCard timeline={figures.timeline} blockTime={blockTime} />}
      </CardGrid>
      {user && !hasStake && !hasBalance && (
        <GreenCard data-testid="stake-get-lp">
          <strong>{t('staking.farm.step1')}</strong>
          <span>{t('staking.farm.step1Body', { a: symbolA, b: symbolB })}</span>
          <Link to={addLiquidityPath}>{t('staking.farm.addLiquidity', { a: symbolA, b: symbolB })}</Link>
        </GreenCard>
      )}
      <CardGrid $dim={!hasStake && !hasBalance}>
        <StatCard>
          <StatLabel>{t('staking.myDeposits')}</StatLabel>
          <StatValue data-testid="stake-my-deposits" data-value={user?.staked.toString()}>
            {user ? `${amount(user.staked)} ${lpToken.symbol}` : '-'}
          </StatValue>
          <Small>{formatUsd(figures.userStakedUsd)}</Small>
          <Small data-testid="stake-lp-balance">
            {user ? t('staking.available', { amount: amount(user.lpBalance), symbol: lpToken.symbol }) : ''}
          </Small>
        </StatCard>
        <StatCard>
          <StatLabel>{t('staking.unclaimed', { symbol: rewardSymbol })}</StatLabel>
          <StatValue>
            <AnimatedAmount value={figures.pending.total} testId="stake-unclaimed" />
          </StatValue>
          <Small data-testid="stake-unclaimed-split">
            {t('staking.split', {
              locked: figures.pending.locked.toFixed(4),
              unlocked: figures.pending.unlocked.toFixed(4),
            })}
          </Small>
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
            token={lpToken}
            max={openKind === 'withdraw' ? user?.staked : user?.lpBalance}
            spender={breeder?.address}
            feeFor={feeFor}
            hasStake={hasStake}
            claimDetails={
              <Small>
                {t('staking.modal.claimBody', {
                  amount: figures.pending.total.toFixed(4),
                  symbol: rewardSymbol,
                  locked: figures.pending.locked.toFixed(4),
                  unlocked: figures.pending.unlocked.toFixed(4),
                })}
              </Small>
            }
            onSubmit={(value, shown) =>
              openKind === 'deposit'
                ? callbacks.deposit(value, shown)
                : openKind === 'withdraw'
                  ? callbacks.withdraw(value, shown)
                  : callbacks.claim()
            }
          />
        </Suspense>
      )}
    </Page>
  )
}
