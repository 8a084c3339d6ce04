// The expert-mode confirmation: 'Are you sure?', the risks, and 'Turn On Expert Mode', which still asks the
// user to type the word confirm before turning it on.
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/Modal'
import { Button, Column, ModalBody, ModalHeader, ToneCard } from '@/components/ui'

/** The word the spec makes the user type. */
export const EXPERT_MODE_CONFIRMATION = 'confirm'

interface Props {
  isOpen: boolean
  onDismiss: () => void
  onConfirm: () => void
}

export function ExpertModeConfirm({ isOpen, onDismiss, onConfirm }: Props) {
  const { t } = useTranslation()
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} label={t('settings.areYouSure')} maxHeight={100}>
      <Column>
        <ModalBody>
          <ModalHeader title={t('settings.areYouSure')} onClose={onDismiss} />
          <ToneCard $tone="warning">
            <span>{t('settings.expertModeExplanation')}</span>
            <strong>{t('settings.expertModeOnlyIfSure')}</strong>
          </ToneCard>
          <Button
            type="button"
            data-testid="turn-on-expert-mode"
            onClick={() => {
              if (
                window.prompt(t('settings.expertModePrompt', { word: EXPERT_MODE_CONFIRMATION })) ===
                EXPERT_MODE_CONFIRMATION
              ) {
                onConfirm()
              }
            }}
          >
            {t('settings.turnOnExpertMode')}
          </Button>
        </ModalBody>
      </Column>
    </Modal>
  )
}
