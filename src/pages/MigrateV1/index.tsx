// Migrate one V1 position to V2 at /migrate/v1/{exchange address}. The route already sent malformed addresses
// back to the list; an address that is no V1 exchange says so here.
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { ButtonLink, ButtonRow, Paragraph } from '@/components/ui'
import { V1ExchangePage } from '@/components/v1/V1ExchangePage'
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

  return (
    <V1ExchangePage titleId="migrate-v1-title" title={t('pages.migrateV1')} status={info.status} loaded={info.token}>
      {(token) =>
        wrappedNative(chainId)?.equals(token) ? (
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
      }
    </V1ExchangePage>
  )
}
