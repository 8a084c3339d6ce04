// The Unlock Votes dialog: self-delegate by default, or delegate to an address typed after 'Add Delegate +'.
import { useWeb3React } from '@web3-react/core'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/Modal'
import { useDelegateCallback } from '@/hooks/governance/useDelegateCallback'
import { useGovernanceTokenBalance } from '@/hooks/governance/useUserVotes'
import { isAddress } from '@/utils/address'
import { formatVotes } from '@/utils/governance/votes'

import { ErrorView, PendingView, SubmittedView } from './FlowViews'
import { Big, Body, CloseButton, Header, Input, Muted, PrimaryButton, TextButton } from './styles'
import { useTransactionFlow } from './useTransactionFlow'

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
  const delegate = useDelegateCallback()
  const { flow, run, reset } = useTransactionFlow()
  const [isDelegatingOther, setIsDelegatingOther] = useState(false)
  const [typed, setTyped] = useState('')

  // Self-delegation targets the connected account; the button stays disabled until the target is an address.
  const target = isDelegatingOther ? isAddress(typed.trim()) : isAddress(account)
  const title = t('vote.delegate.title')

  const close = useCallback(() => {
    reset()
    setIsDelegatingOther(false)
    setTyped('')
    onDismiss()
  }, [reset, onDismiss])

  const onConfirm = () => {
    if (delegate && target) void run(() => delegate(target))
  }

  const balanceText = balance === undefined ? '-' : `${formatVotes(balance)} ${symbol}`

  return (
    <Modal isOpen={isOpen} onDismiss={close} label={title}>
      <Body>
        <Header>
          <span>{flow.view === 'confirm' ? title : ''}</span>
          <CloseButton type="button" onClick={close} aria-label={t('vote.modal.close')}>
            ✕
          </CloseButton>
        </Header>
        {flow.view === 'confirm' && (
          <>
            <Muted>{t('vote.delegate.explanation')}</Muted>
            <Muted>{t('vote.delegate.explanationChoice')}</Muted>
            {isDelegatingOther && (
              <Input
                aria-label={t('vote.delegate.addressLabel')}
                placeholder={t('vote.delegate.addressPlaceholder')}
                data-testid="delegate-address-input"
                value={typed}
                spellCheck={false}
                autoComplete="off"
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
            <PrimaryButton
              type="button"
              data-testid="delegate-confirm"
              disabled={!target || !delegate}
              onClick={onConfirm}
            >
              {t(isDelegatingOther ? 'vote.delegate.delegateVotes' : 'vote.delegate.selfDelegate')}
            </PrimaryButton>
            <TextButton type="button" onClick={() => setIsDelegatingOther((value) => !value)}>
              {t(isDelegatingOther ? 'vote.delegate.removeDelegate' : 'vote.delegate.addDelegate')}
            </TextButton>
          </>
        )}
        {flow.view === 'pending' && (
          <PendingView title={t(isDelegatingOther ? 'vote.delegate.delegating' : 'vote.delegate.unlocking')}>
            <Big>{balanceText}</Big>
          </PendingView>
        )}
        {flow.view === 'submitted' && <SubmittedView hash={flow.hash} onClose={close} />}
        {flow.view === 'error' && <ErrorView onClose={close} />}
      </Body>
    </Modal>
  )
}
