// The user's V1 liquidity at /migrate/v1: every V1 position found through the V1 factory, each with Migrate and
// Remove; a typed token address is looked up too, even when no list knows the token.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { BackLink, Card, GreyCard, Paragraph, RowBetween, TextInput, Title } from '@/components/ui'
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
    <Card aria-labelledby="migrate-v1-title">
      <RowBetween>
        <BackLink to="/pool" aria-label={t('migrateV1.back')} data-testid="v1-back">
          ←
        </BackLink>
        <Title id="migrate-v1-title">{t('pages.migrateV1List')}</Title>
        <span />
      </RowBetween>
      <Paragraph>{t('migrateV1.listIntro')}</Paragraph>
      {!account ? (
        <GreyCard data-testid="v1-not-connected">{t('migrateV1.notConnected')}</GreyCard>
      ) : (
        <>
          <TextInput
            type="text"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('migrateV1.searchPlaceholder')}
            aria-label={t('migrateV1.searchPlaceholder')}
            autoComplete="off"
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
    </Card>
  )
}
