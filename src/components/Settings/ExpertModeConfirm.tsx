// The expert-mode confirmation: 'Are you sure?', the risks, and 'Turn On Expert Mode', which still asks the
// user to type the word confirm before turning it on.
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/Modal'
import { Card, Column, Header, IconButton, PrimaryButton, Section } from '@/components/SearchModal/styles'

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
        <Section>
          <Header>
            <span>{t('settings.areYouSure')}</span>
            <IconButton type="button" onClick={onDismiss} aria-label={t('search.close')}>
              ✕
            </IconButton>
          </Header>
          <Card $tone="warning">
            <span>{t('settings.expertModeExplanation')}</span>
            <strong>{t('settings.expertModeOnlyIfSure')}</strong>
          </Card>
          <PrimaryButton
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
          </PrimaryButton>
        </Section>
      </Column>
    </Modal>
  )
}
