// The button of a V1 transaction (Migrate, Remove), following its send flow: Migrate → Migrating… → Success, the
// last in success colours (the V1 pages alone keep their button once the transaction is through).
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui'
import type { SendStage } from '@/utils/v1/v1SendStage'

interface Props {
  action: 'migrate' | 'remove'
  flow: { stage: SendStage; onSend: () => void }
  testId: string
}

export function V1SendButton({ action, flow: { stage, onSend }, testId }: Props) {
  const { t } = useTranslation()
  return (
    <Button
      $size="large"
      type="button"
      disabled={stage.disabled}
      $tone={stage.label === 'success' ? 'success' : undefined}
      onClick={onSend}
      data-testid={testId}
    >
      {t(`migrateV1.button.${action}.${stage.label}`)}
    </Button>
  )
}
