// Warnings above the page: the chain has no deployment, and (on the official host) check the URL.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { Banner } from '@/components/ui'
import { CHAINS, isSupportedChain } from '@/config/chains'
import { hasDeployment } from '@/config/deployments'
import { OFFICIAL_HOST, shouldShowUrlWarning } from '@/config/links'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useURLWarningToggle, useURLWarningVisible } from '@/state/user/hooks'

const Dismiss = styled.button`
  border: none;
  background: none;
  color: inherit;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
`

function NotDeployedBanner() {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  if (hasDeployment(chainId)) return null
  const network = isSupportedChain(chainId) ? CHAINS[chainId].name : String(chainId)
  return (
    <Banner $tone="warning" role="alert" data-testid="not-deployed-banner">
      {t('banner.notDeployed', { network })}
    </Banner>
  )
}

function UrlWarning() {
  const { t } = useTranslation()
  // Dismissal is a user setting, so it survives reloads.
  const isVisible = useURLWarningVisible()
  const toggle = useURLWarningToggle()
  // No host while prerendering: the landing page is prerendered without the banner, and a visit that shows it is
  // rendered afresh (src/prerender/landing.ts).
  const hostname = typeof window === 'undefined' ? '' : window.location.hostname
  if (!isVisible || !shouldShowUrlWarning(hostname)) return null
  return (
    <Banner $tone="warning" data-testid="url-warning">
      {t('banner.urlWarning', { host: OFFICIAL_HOST })}
      <Dismiss type="button" aria-label={t('banner.dismiss')} onClick={toggle}>
        ×
      </Dismiss>
    </Banner>
  )
}

export function WarningBanner() {
  return (
    <>
      <UrlWarning />
      <NotDeployedBanner />
    </>
  )
}
