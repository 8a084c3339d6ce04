// The "Claim all" confirm dialog: what one claimRewards(pids) pays and how it splits, then waiting for the wallet,
// submitted, or the error view for wallet code -32603 (as the farm page's Claim dialog). Loaded on first open.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/Modal'
import { ErrorView, PendingView, SubmittedView } from '@/components/transactions/FlowViews'
import { Button, ModalBody, ModalHeader, SmallText } from '@/components/ui'
import { internalErrorOnly } from '@/hooks/transactions/internalErrorOnly'
import { useConfirmationFlow } from '@/hooks/transactions/useConfirmationFlow'

export interface ClaimAllModalProps {
  isOpen: boolean
  onDismiss: () => void
  /** Farms to claim and the shown figures (total, locked, free), already formatted. */
  pids: number[]
  shown: { total: string; locked: string; unlocked: string; symbol: string }
  onClaim: (pids: number[], shownTotal: string) => Promise<string>
}

export default function ClaimAllModal({ isOpen, onDismiss, pids, shown, onClaim }: ClaimAllModalProps) {
  const { t } = useTranslation()
  const { state: flow, run, reset } = useConfirmationFlow(internalErrorOnly)
  const title = t('staking.claimAll.title')

  const close = useCallback(() => {
    reset()
    onDismiss()
  }, [reset, onDismiss])

  return (
    <Modal isOpen={isOpen} onDismiss={close} label={title}>
      <ModalBody>
        <ModalHeader title={flow.status === 'idle' ? title : ''} onClose={close} />
        {flow.status === 'idle' && (
          <>
            <SmallText data-testid="claim-all-body">
              {t('staking.claimAll.body', { count: pids.length, amount: shown.total, ...shown })}
            </SmallText>
            <Button
              type="button"
              data-testid="claim-all-confirm"
              disabled={pids.length === 0}
              onClick={() => void run(() => onClaim(pids, shown.total))}
            >
              {title}
            </Button>
          </>
        )}
        {flow.status === 'awaitingSignature' && <PendingView title={t('staking.modal.claiming')} />}
        {flow.status === 'submitted' && <SubmittedView hash={flow.hash} onClose={close} />}
        {flow.status === 'error' && <ErrorView onClose={close} />}
      </ModalBody>
    </Modal>
  )
}
