// The "Claim all" confirm dialog: what one claimRewards(pids) pays and how it splits, then waiting for the wallet,
// submitted, or the error view for wallet code -32603 (as the farm page's Claim dialog). Loaded on first open.
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/Modal'
import { ErrorView, PendingView, SubmittedView } from '@/components/transactions/FlowViews'
import { NetworkFee } from '@/components/transactions/NetworkFee'
import { SimulatedChanges } from '@/components/transactions/SimulatedChanges'
import { confirmLabel } from '@/components/transactions/wouldFail'
import { Button, ModalBody, ModalHeader, SmallText } from '@/components/ui'
import { useInternalErrorOnly } from '@/hooks/transactions/internalErrorOnly'
import { useConfirmationFlow } from '@/hooks/transactions/useConfirmationFlow'
import { useTransactionPreview } from '@/hooks/transactions/useTransactionPreview'
import type { PopulatedCall } from '@/utils/transactions/send'

export interface ClaimAllModalProps {
  isOpen: boolean
  onDismiss: () => void
  /** Farms to claim and the shown figures (total, locked, free), already formatted. */
  pids: number[]
  shown: { total: string; locked: string; unlocked: string; symbol: string }
  onClaim: (pids: number[], shownTotal: string) => Promise<string>
  /** The call `onClaim` sends, for the network fee. */
  claimCall: (pids: number[]) => PopulatedCall
}

export default function ClaimAllModal({ isOpen, onDismiss, pids, shown, onClaim, claimCall }: ClaimAllModalProps) {
  const { t } = useTranslation()
  const { state: flow, run, reset } = useConfirmationFlow(useInternalErrorOnly(), isOpen)
  const title = t('staking.claimAll.title')

  // The farms as a key: the list is a new array on every render of the page.
  const pidsKey = pids.join(',')
  const buildCalls = useMemo(
    () => (pidsKey ? async () => [claimCall(pidsKey.split(',').map(Number))] : undefined),
    [claimCall, pidsKey],
  )
  const { preview, fee } = useTransactionPreview(buildCalls)

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
            <SimulatedChanges preview={preview} />
            <NetworkFee fee={fee} />
            <Button
              type="button"
              data-testid="claim-all-confirm"
              disabled={pids.length === 0}
              onClick={() => void run(() => onClaim(pids, shown.total))}
            >
              {confirmLabel(t, preview, title)}
            </Button>
          </>
        )}
        {flow.status === 'awaitingSignature' && <PendingView title={t('staking.modal.claiming')} />}
        {flow.status === 'submitted' && <SubmittedView hash={flow.hash} onClose={close} />}
        {flow.status === 'error' && <ErrorView onClose={close} reason={flow.message} />}
      </ModalBody>
    </Modal>
  )
}
