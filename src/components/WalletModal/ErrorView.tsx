// A connection that failed outside the pending view (e.g. the automatic one): suggest a refresh.
import { useTranslation } from 'react-i18next'

import { LinkButton } from '@/components/ui'

import { Body } from './styles'

export function ErrorView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation()
  return (
    <Body>
      <p role="alert">{t('wallet.errorRefresh')}</p>
      <LinkButton type="button" onClick={onBack}>
        {t('wallet.showWallets')}
      </LinkButton>
    </Body>
  )
}
