// A staking page (a farm, a single pool) until its farm or pool is known: the page's title, and "Loading…" while
// the chain is read or the page's "not found" once nothing matches the address.
import { Page, SmallText } from '@/components/ui'
import { useTranslation } from '@/i18n/react'

import { PageTitle } from './styles'

export function StakePageStatus({
  title,
  isLoading,
  notFound,
}: {
  title: string
  isLoading: boolean
  notFound: string
}) {
  const { t } = useTranslation()
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <SmallText role="status" data-testid="stake-loading">
        {isLoading ? t('staking.loading') : notFound}
      </SmallText>
    </Page>
  )
}
