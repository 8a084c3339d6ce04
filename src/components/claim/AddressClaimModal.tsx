// The address-claim dialog (opened by /claim): any address's allocation, claimed by the connected wallet.
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/Modal'
import { RecipientCheckNote } from '@/components/RecipientCheck'
import { ModalBody, ModalHeader, MutedText, TextInput } from '@/components/ui'
import { useRecipientCheck } from '@/hooks/addresses/useRecipientCheck'
import { isAddress } from '@/utils/tokens/address'

import { ClaimFlow, STAGE_TITLE_KEYS } from './ClaimFlow'
import { ClaimStage } from './flow'

export interface AddressClaimModalProps {
  isOpen: boolean
  onDismiss: () => void
}

export default function AddressClaimModal({ isOpen, onDismiss }: AddressClaimModalProps) {
  const { t } = useTranslation()
  const [typed, setTyped] = useState('')
  const [stage, setStage] = useState(ClaimStage.IDLE)
  // Names are not resolved here (no ENS lookup in the app yet): only addresses are accepted.
  const recipient = isAddress(typed.trim()) || undefined
  const recipientCheck = useRecipientCheck(isOpen ? recipient : undefined)

  // The spec: closing resets the address and the flow (the flow remounts with a fresh key).
  const [session, setSession] = useState(0)
  const close = useCallback(() => {
    setTyped('')
    setStage(ClaimStage.IDLE)
    setSession((value) => value + 1)
    onDismiss()
  }, [onDismiss])

  const title = t(STAGE_TITLE_KEYS[stage])
  return (
    <Modal isOpen={isOpen} onDismiss={close} label={title}>
      <ModalBody>
        <ModalHeader title={title} isHeading onClose={close} />
        {stage === ClaimStage.IDLE && (
          <>
            <MutedText>{t('claim.addressIntro')}</MutedText>
            <TextInput
              $mono
              data-testid="claim-address-input"
              aria-label={t('claim.recipient')}
              placeholder={t('claim.addressPlaceholder')}
              value={typed}
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
            />
            <RecipientCheckNote state={recipientCheck} />
          </>
        )}
        <ClaimFlow
          key={session}
          recipient={recipient}
          onStage={setStage}
          isInputEmpty={typed.trim() === ''}
          isHeld={recipientCheck.isHeld}
        />
      </ModalBody>
    </Modal>
  )
}
