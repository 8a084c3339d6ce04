// Migrate one V1 position to V2 at /migrate/v1/{exchange address}. The route already sent malformed addresses
// back to the list; an address that is no V1 exchange says so here.
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { BackLink, ButtonLink, ButtonRow, Card, GreyCard, Paragraph, RowBetween, Title } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWalletStatus } from '@/connection/useWalletStatus'
import { useV1Exchange } from '@/hooks/v1/v1Exchange'
import { wrappedNative } from '@/sdk'

import { V1Migration } from './V1Migration'

export default function MigrateV1() {
  const { t } = useTranslation()
  const { address } = useParams()
  const { account } = useWalletStatus()
  const chainId = useActiveChainId()
  const info = useV1Exchange(address, account)
  const { token } = info

  const body = !account ? (
    <GreyCard data-testid="v1-connect">{t('migrateV1.connectAccount')}</GreyCard>
  ) : info.status === 'invalid' ? (
    <GreyCard data-testid="v1-not-exchange">{t('migrateV1.notExchange')}</GreyCard>
  ) : !token ? (
    <GreyCard role="status">{t('migrateV1.loading')}</GreyCard>
  ) : wrappedNative(chainId)?.equals(token) ? (
    <>
      <Paragraph data-testid="v1-weth-refusal">{t('migrateV1.wethRefusal', { symbol: token.symbol })}</Paragraph>
      <ButtonRow>
        <ButtonLink $variant="secondary" to={`/remove/v1/${address}`} data-testid="v1-remove-link">
          {t('migrateV1.remove')}
        </ButtonLink>
      </ButtonRow>
    </>
  ) : (
    <V1Migration info={{ ...info, token }} />
  )

  return (
    <Card aria-labelledby="migrate-v1-title">
      <RowBetween>
        <BackLink to="/migrate/v1" aria-label={t('migrateV1.backToList')} data-testid="v1-back">
          ←
        </BackLink>
        <Title id="migrate-v1-title">{t('pages.migrateV1')}</Title>
        <span />
      </RowBetween>
      {body}
    </Card>
  )
}
