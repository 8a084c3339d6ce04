// The user's V1 liquidity at /migrate/v1: every V1 position found through the V1 factory, each with Migrate and
// Remove; a typed token address is looked up too, even when no list knows the token.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { GreyCard, Paragraph, TextField } from '@/components/ui'
import { V1Page } from '@/components/v1/V1Page'
import { useWalletStatus } from '@/connection/useWalletStatus'
import { useToken } from '@/hooks/tokens/tokens'
import { useV1Positions } from '@/hooks/v1/v1Positions'

import { V1PositionCard } from './V1PositionCard'

export default function MigrateV1List() {
  const { t } = useTranslation()
  const { account } = useWalletStatus()
  const [search, setSearch] = useState('')
  const searchedToken = useToken(search.trim() || undefined)
  const [positions, isLoading] = useV1Positions(account, searchedToken)

  return (
    <V1Page titleId="migrate-v1-title" title={t('pages.migrateV1List')} backTo="/pool" backLabel={t('migrateV1.back')}>
      <Paragraph>{t('migrateV1.listIntro')}</Paragraph>
      {!account ? (
        <GreyCard data-testid="v1-not-connected">{t('migrateV1.notConnected')}</GreyCard>
      ) : (
        <>
          <TextField
            label={t('migrateV1.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            spellCheck={false}
            data-testid="v1-search"
          />
          {positions.length > 0 ? (
            positions.map((position) => <V1PositionCard key={position.exchange} position={position} />)
          ) : isLoading ? (
            <GreyCard role="status" data-testid="v1-loading">
              {t('migrateV1.loading')}
            </GreyCard>
          ) : (
            <GreyCard data-testid="v1-empty">{t('migrateV1.empty')}</GreyCard>
          )}
        </>
      )}
    </V1Page>
  )
}
