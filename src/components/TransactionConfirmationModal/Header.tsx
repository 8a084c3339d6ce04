// A title row with an optional close button (the submitted view has its own Close button instead).
import { useTranslation } from 'react-i18next'

import { CloseIcon, HeaderRow } from './styles'

export function Header({ title, onDismiss }: { title?: string; onDismiss?: () => void }) {
  const { t } = useTranslation()
  return (
    <HeaderRow>
      <span>{title}</span>
      {onDismiss && (
        <CloseIcon type="button" onClick={onDismiss} aria-label={t('swap.txModal.close')}>
          ✕
        </CloseIcon>
      )}
    </HeaderRow>
  )
}
