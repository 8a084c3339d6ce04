// Warnings above the page: the chain has no deployment, and (on the official host) check the URL.
import styled from 'styled-components'

import { Banner } from '@/components/ui'
import { CHAINS, isSupportedChain } from '@/config/chains'
import { hasDeployment } from '@/config/deployments'
import { OFFICIAL_HOST } from '@/config/links'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useTranslation } from '@/i18n/react'
import { useURLWarningToggle, useURLWarningVisible } from '@/state/user/hooks'

const Dismiss = styled.button`
  border: none;
  background: none;
  color: inherit;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
`

/** Phishing sites copy the app; on the real host the banner reminds users to check the address bar. */
export function shouldShowUrlWarning(hostname: string): boolean {
  return hostname === OFFICIAL_HOST
}

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
  if (!isVisible || !shouldShowUrlWarning(window.location.hostname)) return null
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
