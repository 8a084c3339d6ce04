// A staking page's cards of the user's position: the deposits (amount, USD, what is left to deposit) and the
// unclaimed rewards with the Claim button; dimmed when the user has neither a stake nor a balance to stake.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Button, SmallText, StatCard, StatGrid, StatLabel, StatValue } from '@/components/ui'
import { formatUsd } from '@/utils/pricing/formatUsd'
import type { Rational } from '@/utils/pricing/rational'

import { AnimatedAmount } from './AnimatedAmount'

interface Props {
  isDimmed: boolean
  /** Raw staked units, for the tests' exact reads; undefined without a wallet. */
  stakedRaw: bigint | undefined
  /** '12.5 VENOM-LP', or '-' without a wallet. */
  stakedText: string
  /** The deposits in USD; nothing shows while unpriced. */
  stakedUsd: Rational | undefined
  /** 'Available: …', or '' without a wallet. */
  availableText: string
  availableTestId?: string
  rewardSymbol: string | undefined
  /** Whole reward tokens. */
  pending: number
  /** The unclaimed reward in USD; nothing shows while unpriced. */
  pendingUsd?: Rational
  /** Under the unclaimed amount (a farm's locked / unlocked split). */
  pendingDetails?: ReactNode
  canClaim: boolean
  onClaim: () => void
}

export function StakePosition(props: Props) {
  const { t } = useTranslation()
  return (
    <StatGrid $dim={props.isDimmed}>
      <StatCard>
        <StatLabel>{t('staking.myDeposits')}</StatLabel>
        <StatValue data-testid="stake-my-deposits" data-value={props.stakedRaw?.toString()}>
          {props.stakedText}
        </StatValue>
        {props.stakedUsd ? (
          <SmallText data-testid="stake-my-deposits-usd">{formatUsd(props.stakedUsd)}</SmallText>
        ) : null}
        <SmallText data-testid={props.availableTestId}>{props.availableText}</SmallText>
      </StatCard>
      <StatCard>
        <StatLabel>{t('staking.unclaimed', { symbol: props.rewardSymbol })}</StatLabel>
        <StatValue>
          <AnimatedAmount value={props.pending} testId="stake-unclaimed" />
        </StatValue>
        {props.pendingUsd ? (
          <SmallText data-testid="stake-unclaimed-usd">{formatUsd(props.pendingUsd)}</SmallText>
        ) : null}
        {props.pendingDetails}
        <Button type="button" data-testid="stake-claim" disabled={!props.canClaim} onClick={props.onClaim}>
          {t('staking.claim')}
        </Button>
      </StatCard>
    </StatGrid>
  )
}
