// The banner above the page while the active chain's node does not answer; it goes when the node is back.
import { useTranslation } from 'react-i18next'

import { Banner, Spinner } from '@/components/ui'
import { useConnectionHealth } from '@/state/application/hooks'

export function ConnectionBanner() {
  const { t } = useTranslation()
  const { isDown } = useConnectionHealth()
  if (!isDown) return null
  return (
    <Banner $tone="error" role="alert" data-testid="connection-banner">
      <Spinner $size={14} aria-hidden />
      {t('banner.connectionLost')}
    </Banner>
  )
}
