// The Unlock Votes dialog: self-delegate by default, or delegate to an address typed after 'Add Delegate +'.
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/Modal'
import { RecipientCheckNote } from '@/components/RecipientCheck'
import { ErrorView, PendingView, SubmittedView } from '@/components/transactions/FlowViews'
import { NetworkFee } from '@/components/transactions/NetworkFee'
import { SimulatedChanges } from '@/components/transactions/SimulatedChanges'
import { confirmLabel } from '@/components/transactions/wouldFail'
import { BigAmount, Button, LinkButton, ModalBody, ModalHeader, MutedText, TextInput } from '@/components/ui'
import { useWeb3React } from '@/connection/web3Context'
import { useRecipientCheck } from '@/hooks/addresses/useRecipientCheck'
import { useDelegateCallback } from '@/hooks/governance/useDelegateCallback'
import { useGovernanceTokenBalance } from '@/hooks/governance/useUserVotes'
import { useInternalErrorOnly } from '@/hooks/transactions/internalErrorOnly'
import { useConfirmationFlow } from '@/hooks/transactions/useConfirmationFlow'
import { useTransactionPreview } from '@/hooks/transactions/useTransactionPreview'
import { formatVotes } from '@/utils/governance/votes'
import { isAddress } from '@/utils/tokens/address'

interface Props {
  isOpen: boolean
  onDismiss: () => void
  /** The governance token's symbol, shown with the balance. */
  symbol: string
}

export default function DelegateModal({ isOpen, onDismiss, symbol }: Props) {
  const { t } = useTranslation()
  const { account } = useWeb3React()
  const balance = useGovernanceTokenBalance()
  const write = useDelegateCallback()
  const { state: flow, run, reset } = useConfirmationFlow(useInternalErrorOnly(), isOpen)
  const [isDelegatingOther, setIsDelegatingOther] = useState(false)
  const [typed, setTyped] = useState('')

  // Self-delegation targets the connected account; the button stays disabled until the target is an address.
  const target = isDelegatingOther ? isAddress(typed.trim()) : isAddress(account)
  // A typed delegate is checked against the account's history (a lookalike waits for the user's word).
  const delegateCheck = useRecipientCheck(isOpen && isDelegatingOther ? target || undefined : undefined)
  const title = t('vote.delegate.title')

  const close = useCallback(() => {
    reset()
    setIsDelegatingOther(false)
    setTyped('')
    onDismiss()
  }, [reset, onDismiss])

  const onConfirm = () => {
    if (write && target && !delegateCheck.isHeld) void run(() => write.delegate(target))
  }
  const delegateCall = write?.delegateCall
  const buildCalls = useMemo(
    () => (delegateCall && target ? async () => [delegateCall(target)] : undefined),
    [delegateCall, target],
  )
  const { preview, fee } = useTransactionPreview(buildCalls)

  const balanceText = balance === undefined ? '-' : `${formatVotes(balance)} ${symbol}`

  return (
    <Modal isOpen={isOpen} onDismiss={close} label={title}>
      <ModalBody>
        <ModalHeader title={flow.status === 'idle' ? title : ''} onClose={close} />
        {flow.status === 'idle' && (
          <>
            <MutedText>{t('vote.delegate.explanation')}</MutedText>
            <MutedText>{t('vote.delegate.explanationChoice')}</MutedText>
            {isDelegatingOther && (
              <TextInput
                $mono
                aria-label={t('vote.delegate.addressLabel')}
                placeholder={t('vote.delegate.addressPlaceholder')}
                data-testid="delegate-address-input"
                value={typed}
                spellCheck={false}
                autoComplete="off"
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
            <RecipientCheckNote state={delegateCheck} />
            <SimulatedChanges preview={preview} />
            <NetworkFee fee={fee} />
            <Button
              type="button"
              data-testid="delegate-confirm"
              disabled={!target || !write || delegateCheck.isHeld}
              onClick={onConfirm}
            >
              {confirmLabel(
                t,
                preview,
                t(isDelegatingOther ? 'vote.delegate.delegateVotes' : 'vote.delegate.selfDelegate'),
              )}
            </Button>
            <LinkButton type="button" onClick={() => setIsDelegatingOther((value) => !value)}>
              {t(isDelegatingOther ? 'vote.delegate.removeDelegate' : 'vote.delegate.addDelegate')}
            </LinkButton>
          </>
        )}
        {flow.status === 'awaitingSignature' && (
          <PendingView title={t(isDelegatingOther ? 'vote.delegate.delegating' : 'vote.delegate.unlocking')}>
            <BigAmount>{balanceText}</BigAmount>
          </PendingView>
        )}
        {flow.status === 'submitted' && <SubmittedView hash={flow.hash} onClose={close} />}
        {flow.status === 'error' && <ErrorView onClose={close} reason={flow.message} />}
      </ModalBody>
    </Modal>
  )
}
