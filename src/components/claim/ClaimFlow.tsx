// The claim dialog's body for one recipient: amount and Claim button, then Claiming, Submitted and Claimed.
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CHAINS, isSupportedChain } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { formatClaimAmount, useClaimCallback, useUserUnclaimedAmount } from '@/hooks/claim'
import { useIsTransactionPending } from '@/state/transactions/hooks'
import { explorerName, explorerTxUrl } from '@/utils/transactions'

import { fireConfetti } from './confetti'
import { ClaimInputError, claimInputError, ClaimStage, claimStage } from './flow'
import { Amount, ErrorText, ExplorerLink, PrimaryButton, Text } from './styles'

interface Flow {
  isAttempting: boolean
  hash?: string
  /** The amount when Claim was pressed: once claimed, the unclaimed amount is gone. */
  amount?: string
}

export interface ClaimFlowProps {
  /** Checksummed, or undefined while the input is not an address. */
  recipient: string | undefined
  /** Called with every stage change, so the dialog can adapt its title or close. */
  onStage?: (stage: ClaimStage) => void
  /** Shown instead of the claim button's error text while the input is still empty. */
  isInputEmpty?: boolean
}

export function ClaimFlow({ recipient, onStage, isInputEmpty = false }: ClaimFlowProps) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const unclaimed = useUserUnclaimedAmount(recipient)
  const claim = useClaimCallback(recipient)
  const [flow, setFlow] = useState<Flow>({ isAttempting: false })
  const isPending = useIsTransactionPending(flow.hash)
  const stage = claimStage(flow, isPending)

  useEffect(() => onStage?.(stage), [onStage, stage])
  useEffect(() => {
    if (stage === ClaimStage.CLAIMED) void fireConfetti()
  }, [stage])

  const onClaim = useCallback(() => {
    if (!claim || !unclaimed) return
    const amount = formatClaimAmount(unclaimed)
    setFlow({ isAttempting: true, amount })
    claim()
      .then((hash) => setFlow({ isAttempting: false, hash, amount }))
      .catch((error: unknown) => {
        // The spec: a failure is logged and the entry form comes back.
        console.error('Claim failed', error)
        setFlow({ isAttempting: false })
      })
  }, [claim, unclaimed])

  const explorer = isSupportedChain(chainId) ? CHAINS[chainId].explorer : undefined
  const link =
    flow.hash && explorer ? (
      <ExplorerLink href={explorerTxUrl(explorer, flow.hash)} target="_blank" rel="noopener noreferrer">
        {t('claim.viewOnExplorer', { explorer: explorerName(explorer) })}
      </ExplorerLink>
    ) : null

  if (stage !== ClaimStage.IDLE) {
    return (
      <>
        <Amount data-testid="claim-amount">{t('claim.amount', { amount: flow.amount })}</Amount>
        {stage === ClaimStage.CLAIMING && <Text>{t('claim.confirmInWallet')}</Text>}
        {stage === ClaimStage.SUBMITTED && <Text>{t('claim.submitted')}</Text>}
        {link}
      </>
    )
  }

  const error = claimInputError({
    isValidAddress: Boolean(recipient),
    hasAvailableClaim: Boolean(unclaimed),
    hasWallet: Boolean(claim),
  })
  return (
    <>
      {unclaimed && (
        <Amount data-testid="claim-amount">{t('claim.amount', { amount: formatClaimAmount(unclaimed) })}</Amount>
      )}
      {error && !(isInputEmpty && error === ClaimInputError.INVALID_ADDRESS) && (
        <ErrorText role="status">{t(ERROR_KEYS[error])}</ErrorText>
      )}
      <PrimaryButton type="button" data-testid="claim-button" disabled={Boolean(error)} onClick={onClaim}>
        {t('claim.claimButton')}
      </PrimaryButton>
    </>
  )
}

// The spec gives one text for an invalid address and for one without a claim.
const ERROR_KEYS: Record<ClaimInputError, string> = {
  [ClaimInputError.INVALID_ADDRESS]: 'claim.errors.noClaim',
  [ClaimInputError.NO_CLAIM]: 'claim.errors.noClaim',
  [ClaimInputError.NO_WALLET]: 'claim.errors.noWallet',
}

/** The dialog title of a stage. */
export const STAGE_TITLE_KEYS: Record<ClaimStage, string> = {
  [ClaimStage.IDLE]: 'claim.title',
  [ClaimStage.CLAIMING]: 'claim.claiming',
  [ClaimStage.SUBMITTED]: 'claim.claiming',
  [ClaimStage.CLAIMED]: 'claim.claimed',
}
