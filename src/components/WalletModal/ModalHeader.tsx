// The wallet modal's title row, with Back where the view allows it and a close button.
import { useTranslation } from 'react-i18next'

import { Header, TextButton } from './styles'

interface Props {
  title: string
  onBack?: () => void
  onClose: () => void
}

export function ModalHeader({ title, onBack, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <Header>
      {onBack ? (
        <TextButton type="button" onClick={onBack}>
          {t('wallet.back')}
        </TextButton>
      ) : null}
      <span>{title}</span>
      <TextButton type="button" onClick={onClose} aria-label={t('wallet.close')}>
        ✕
      </TextButton>
    </Header>
  )
}
