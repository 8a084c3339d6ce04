// The layout: header, warning banner, popups, the routed page, the node-outage notice, the address-claim dialog and
// the block number; a blocked account sees only the Blocked page.
import { lazy, Suspense } from 'react'
import styled from 'styled-components'

import { useBlockedAccount } from '@/components/Blocked/useBlockedAccount'
import { BlockNumber } from '@/components/BlockNumber'
import { ConnectionBanner } from '@/components/ConnectionBanner'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { Header } from '@/components/Header'
import { WarningBanner } from '@/components/WarningBanner'
import { useActivePopups } from '@/state/application/hooks'
import { media } from '@/theme/media'

import { AddressClaimModal } from './Layout/AddressClaimModal'
import { AppRoutes } from './routes'
import { PageLoading } from './routes/PageLoading'

const Page = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.background};
  color: ${({ theme }) => theme.text};
  font-family: ${({ theme }) => theme.fontFamily};
`

/** The page's card: a form's width, wider for a page that asks for it (components/ui Page), capped for 1920 px. */
const Main = styled.main`
  width: calc(100% - 48px);
  max-width: 420px;
  margin: 48px auto;
  padding: 24px;

  &:has([data-page-width='medium']) {
    max-width: 840px;
  }

  &:has([data-page-width='wide']) {
    max-width: 1200px;
  }

  border-radius: ${({ theme }) => theme.radius.modal};
  background: ${({ theme }) => theme.surface};

  /* Phones: the card takes the width, less a margin each side. */
  ${media.upToSmall} {
    width: auto;
    margin: 16px 12px;
    padding: 16px;
  }
`

// Rarely shown: loaded when first needed, off the first load.
const Blocked = lazy(() => import('@/components/Blocked').then(({ Blocked }) => ({ default: Blocked })))
const Popups = lazy(() => import('@/components/Popups').then(({ Popups }) => ({ default: Popups })))

function LazyPopups() {
  const hasPopups = useActivePopups().length > 0
  return hasPopups ? (
    <ErrorBoundary scope="popups" silent>
      <Suspense fallback={null}>
        <Popups />
      </Suspense>
    </ErrorBoundary>
  ) : null
}

export function App() {
  const blockedAccount = useBlockedAccount()
  if (blockedAccount)
    return (
      <Page>
        <Suspense fallback={null}>
          <Blocked address={blockedAccount} />
        </Suspense>
      </Page>
    )

  return (
    <Page>
      <Header />
      <WarningBanner />
      <LazyPopups />
      <Main>
        {/* Each page has its own boundary (routes); this one catches the route table itself. */}
        <ErrorBoundary scope="routes">
          <Suspense fallback={<PageLoading />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </Main>
      <ConnectionBanner />
      <AddressClaimModal />
      <BlockNumber />
    </Page>
  )
}
