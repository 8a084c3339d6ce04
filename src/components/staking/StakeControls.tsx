// A staking page's part the user acts on, the same for farms and single pools: the position cards, Deposit and
// Withdraw (or Connect Wallet), and the dialog these and Claim open.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import type { StakingCallbacks } from '@/hooks/staking/useFarmCallbacks'
import { type Token, TokenAmount } from '@/sdk'
import { formatAmount } from '@/utils/format/formatAmount'
import type { Rational } from '@/utils/pricing/rational'
import type { WithdrawalFee } from '@/utils/staking/withdrawalFee'

import { StakeActions } from './StakeActions'
import { StakeDialog, useStakeDialog } from './StakeDialog'
import { StakePosition } from './StakePosition'

/** The user's position in raw units of the staked token (`balance`: what the wallet could still deposit). */
export interface StakerPosition {
  staked: bigint
  balance: bigint
  pending: bigint
  /** The block the oldest of these figures was read at. */
  readBlock?: number
}

interface Props {
  /** The staked token: a farm's liquidity token, or a single pool's token. */
  token: Token
  /** Undefined without a wallet. */
  position: StakerPosition | undefined
  stakedUsd: Rational | undefined
  /** The unclaimed reward in USD. */
  pendingUsd?: Rational
  rewardSymbol: string | undefined
  /** Whole reward tokens unclaimed. */
  pending: number
  /** Under the unclaimed amount (a farm's locked / unlocked split). */
  pendingDetails?: ReactNode
  availableTestId?: string
  callbacks: StakingCallbacks | undefined
  /** The contract a deposit approves. */
  spender: string | undefined
  feeFor?: (amount: bigint) => WithdrawalFee | undefined
  claimDetails: ReactNode
  /** Offered in the withdraw dialog (single pools). */
  onEmergencyWithdraw?: () => Promise<string>
}

export function StakeControls({
  token,
  position,
  callbacks,
  spender,
  feeFor,
  claimDetails,
  onEmergencyWithdraw,
  ...cards
}: Props) {
  const { t } = useTranslation()
  const dialog = useStakeDialog()
  const hasStake = Boolean(position && position.staked > 0n)
  const hasBalance = Boolean(position && position.balance > 0n)
  const amount = (raw: bigint) => formatAmount(new TokenAmount(token, raw.toString())) || '0'

  return (
    <>
      <StakePosition
        isDimmed={!hasStake && !hasBalance}
        stakedRaw={position?.staked}
        stakedText={position ? `${amount(position.staked)} ${token.symbol}` : '-'}
        stakedUsd={cards.stakedUsd}
        availableText={
          position ? t('staking.available', { amount: amount(position.balance), symbol: token.symbol }) : ''
        }
        availableTestId={cards.availableTestId}
        rewardSymbol={cards.rewardSymbol}
        pending={cards.pending}
        pendingUsd={cards.pendingUsd}
        pendingDetails={cards.pendingDetails}
        canClaim={Boolean(position && position.pending !== 0n)}
        onClaim={() => dialog.open('claim')}
      />
      <StakeActions hasStake={hasStake} onOpen={dialog.open} />
      <StakeDialog
        dialog={dialog}
        callbacks={callbacks}
        token={token}
        balance={position?.balance}
        staked={position?.staked}
        readBlock={position?.readBlock}
        spender={spender}
        feeFor={feeFor}
        hasStake={hasStake}
        claimDetails={claimDetails}
        onEmergencyWithdraw={onEmergencyWithdraw}
      />
    </>
  )
}
