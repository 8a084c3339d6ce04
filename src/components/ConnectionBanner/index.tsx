// The banner above the page while the active chain's node does not answer; it goes when the node is back.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { Spinner } from '@/components/ui'
import { useConnectionHealth } from '@/state/application/hooks'

const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  padding: 10px 16px;
  background: ${({ theme }) => theme.errorSoft};
  color: ${({ theme }) => theme.error};
  font-size: 14px;
  font-weight: 500;
  text-align: center;
`

export function ConnectionBanner() {
  const { t } = useTranslation()
  const { isDown } = useConnectionHealth()
  if (!isDown) return null
  return (
    <Banner role="alert" data-testid="connection-banner">
      <Spinner $size={14} aria-hidden />
      {t('banner.connectionLost')}
    </Banner>
  )
}
