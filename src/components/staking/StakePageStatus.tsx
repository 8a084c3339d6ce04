// A staking page (a farm, a single pool) until its farm or pool is known: the page's title, and "Loading…" while
// the chain is read or the page's "not found" once nothing matches the address.
import { useTranslation } from 'react-i18next'

import { Page, SmallText } from '@/components/ui'

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
    <Page $width="wide">
      <PageTitle>{title}</PageTitle>
      <SmallText role="status" data-testid="stake-loading">
        {isLoading ? t('staking.loading') : notFound}
      </SmallText>
    </Page>
  )
}
