// The frame of a page about one V1 exchange (migrate, remove): back to the V1 list, then a call to connect,
// "not a V1 exchange", or loading until what the page needs (`loaded`) is there, and only then the page's body.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { GreyCard } from '@/components/ui'
import { useWalletStatus } from '@/connection/useWalletStatus'
import type { V1ExchangeStatus } from '@/hooks/v1/v1Exchange'

import { V1Page } from './V1Page'

interface Props<Loaded> {
  titleId: string
  title: string
  status: V1ExchangeStatus
  loaded: Loaded | undefined
  children: (loaded: Loaded) => ReactNode
}

/** The card a V1 page shows until what its buttons depend on has loaded. */
export function V1Loading() {
  const { t } = useTranslation()
  return <GreyCard role="status">{t('migrateV1.loading')}</GreyCard>
}

export function V1ExchangePage<Loaded>({ titleId, title, status, loaded, children }: Props<Loaded>) {
  const { t } = useTranslation()
  const { account } = useWalletStatus()
  return (
    <V1Page titleId={titleId} title={title} backTo="/migrate/v1" backLabel={t('migrateV1.backToList')}>
      {!account ? (
        <GreyCard data-testid="v1-connect">{t('migrateV1.connectAccount')}</GreyCard>
      ) : status === 'invalid' ? (
        <GreyCard data-testid="v1-not-exchange">{t('migrateV1.notExchange')}</GreyCard>
      ) : loaded === undefined ? (
        <V1Loading />
      ) : (
        children(loaded)
      )}
    </V1Page>
  )
}
