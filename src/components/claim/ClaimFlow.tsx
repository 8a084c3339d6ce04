// The claim dialog's body for one recipient: amount and Claim button, then Claiming, Submitted and Claimed.
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { NetworkFee } from '@/components/transactions/NetworkFee'
import { SimulatedChanges } from '@/components/transactions/SimulatedChanges'
import { confirmLabel } from '@/components/transactions/wouldFail'
import { BigAmount, Button, ErrorText, MutedText } from '@/components/ui'
import { CHAINS, isSupportedChain } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { formatClaimAmount, useClaimCallback, useUserUnclaimedAmount } from '@/hooks/claim'
import { useConfirmationFlow } from '@/hooks/transactions/useConfirmationFlow'
import { useTransactionPreview } from '@/hooks/transactions/useTransactionPreview'
import { useIsTransactionPending } from '@/state/transactions/hooks'
import { submittedHash } from '@/utils/transactions/confirmation'
import { explorerName, explorerTxUrl } from '@/utils/transactions/records'

import { fireConfetti } from './confetti'
import { type ClaimInputError, claimInputError, ClaimStage, claimStage, logClaimFailure } from './flow'
import { ExplorerLink } from './styles'

export interface ClaimFlowProps {
  /** Checksummed, or undefined while the input is not an address. */
  recipient: string | undefined
  /** Called with every stage change, so the dialog can adapt its title or close. */
  onStage?: (stage: ClaimStage) => void
  /** Shown instead of the claim button's error text while the input is still empty. */
  isInputEmpty?: boolean
  /** The address waits for the user to acknowledge that it only looks like one used before. */
  isHeld?: boolean
}

export function ClaimFlow({ recipient, onStage, isInputEmpty = false, isHeld = false }: ClaimFlowProps) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const unclaimed = useUserUnclaimedAmount(recipient)
  const write = useClaimCallback(recipient)
  const { state: flow, run } = useConfirmationFlow(logClaimFailure)
  // The amount when Claim was pressed: once claimed, the unclaimed amount is gone.
  const [amount, setAmount] = useState<string>()
  const hash = submittedHash(flow)
  const isPending = useIsTransactionPending(hash)
  const stage = claimStage(flow, isPending)

  useEffect(() => onStage?.(stage), [onStage, stage])
  useEffect(() => {
    if (stage === ClaimStage.CLAIMED) void fireConfetti()
  }, [stage])

  const onClaim = useCallback(() => {
    if (!write || !unclaimed || isHeld) return
    setAmount(formatClaimAmount(unclaimed))
    void run(write.claim)
  }, [write, unclaimed, isHeld, run])

  const explorer = isSupportedChain(chainId) ? CHAINS[chainId].explorer : undefined
  const link =
    hash && explorer ? (
      <ExplorerLink href={explorerTxUrl(explorer, hash)} target="_blank" rel="noopener noreferrer">
        {t('claim.viewOnExplorer', { explorer: explorerName(explorer) })}
      </ExplorerLink>
    ) : null

  const error = claimInputError({
    isValidAddress: Boolean(recipient),
    hasAvailableClaim: Boolean(unclaimed),
    hasWallet: Boolean(write),
  })
  // Previewed while the claim is still to be made.
  const buildCalls = error || stage !== ClaimStage.IDLE ? undefined : write?.buildCalls
  const { preview, fee } = useTransactionPreview(buildCalls)

  if (stage !== ClaimStage.IDLE) {
    return (
      <>
        <BigAmount data-testid="claim-amount">{t('claim.amount', { amount })}</BigAmount>
        {stage === ClaimStage.CLAIMING && <MutedText>{t('claim.confirmInWallet')}</MutedText>}
        {stage === ClaimStage.SUBMITTED && <MutedText>{t('claim.submitted')}</MutedText>}
        {link}
      </>
    )
  }

  return (
    <>
      {unclaimed && (
        <BigAmount data-testid="claim-amount">{t('claim.amount', { amount: formatClaimAmount(unclaimed) })}</BigAmount>
      )}
      {error && !(isInputEmpty && error === 'invalidAddress') && (
        <ErrorText role="status">{t(ERROR_KEYS[error])}</ErrorText>
      )}
      <SimulatedChanges preview={preview} />
      <NetworkFee fee={fee} />
      <Button
        $size="large"
        type="button"
        data-testid="claim-button"
        disabled={Boolean(error) || isHeld}
        onClick={onClaim}
      >
        {confirmLabel(t, preview, t('claim.claimButton'))}
      </Button>
    </>
  )
}

// The spec gives one text for an invalid address and for one without a claim.
const ERROR_KEYS: Record<ClaimInputError, string> = {
  invalidAddress: 'claim.errors.noClaim',
  noClaim: 'claim.errors.noClaim',
  noWallet: 'claim.errors.noWallet',
}

/** The dialog title of a stage. */
export const STAGE_TITLE_KEYS: Record<ClaimStage, string> = {
  [ClaimStage.IDLE]: 'claim.title',
  [ClaimStage.CLAIMING]: 'claim.claiming',
  [ClaimStage.SUBMITTED]: 'claim.claiming',
  [ClaimStage.CLAIMED]: 'claim.claimed',
}
