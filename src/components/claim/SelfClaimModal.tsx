// The header's self-claim dialog: the connected account's offer, Claiming, Claimed (with confetti), then it closes.
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/Modal'
import { ModalBody, ModalHeader, MutedText } from '@/components/ui'
import { useWeb3React } from '@/connection/web3Context'

import { ClaimFlow, STAGE_TITLE_KEYS } from './ClaimFlow'
import { ClaimStage } from './flow'

/** Long enough to see the confetti and follow the explorer link. */
export const CLOSE_AFTER_CLAIMED_MS = 8_000

export interface SelfClaimModalProps {
  isOpen: boolean
  onDismiss: () => void
}

export default function SelfClaimModal({ isOpen, onDismiss }: SelfClaimModalProps) {
  const { t } = useTranslation()
  const { account } = useWeb3React()
  const [stage, setStage] = useState(ClaimStage.IDLE)
  const [session, setSession] = useState(0)

  const close = useCallback(() => {
    setStage(ClaimStage.IDLE)
    setSession((value) => value + 1)
    onDismiss()
  }, [onDismiss])

  useEffect(() => {
    if (stage !== ClaimStage.CLAIMED || !isOpen) return
    const timer = setTimeout(close, CLOSE_AFTER_CLAIMED_MS)
    return () => clearTimeout(timer)
  }, [stage, isOpen, close])

  const title = t(STAGE_TITLE_KEYS[stage])
  return (
    <Modal isOpen={isOpen} onDismiss={close} label={title}>
      <ModalBody data-testid="self-claim-modal">
        <ModalHeader title={title} isHeading onClose={close} />
        {stage === ClaimStage.IDLE && <MutedText>{t('claim.selfIntro')}</MutedText>}
        <ClaimFlow key={session} recipient={account ?? undefined} onStage={setStage} />
      </ModalBody>
    </Modal>
  )
}
