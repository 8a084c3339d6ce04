// One V1 position in the list: the token, the liquidity held, and links to migrate or remove it.
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { useActiveChainId } from '@/connection/useActiveChainId'
import type { V1Position } from '@/hooks/v1Positions'
import { currencySymbol, ETHER } from '@/sdk'

import { ActionLink, Badge, ButtonRow, Details, Heading, Label, Row, Value } from '../MigrateV1/styles'

export function V1PositionCard({ position }: { position: V1Position }) {
  const { t } = useTranslation()
  const native = currencySymbol(ETHER, useActiveChainId())
  const { exchange, token, liquidity } = position
  return (
    <Details data-testid={`v1-position-${exchange}`}>
      <Heading>
        <CurrencyLogo currency={token} />
        <span>
          {token.symbol}/{native}
        </span>
        <Badge>V1</Badge>
      </Heading>
      <Row>
        <Label>{t('migrateV1.liquidity')}</Label>
        <Value data-testid="v1-position-liquidity">{liquidity.toSignificant(6)}</Value>
      </Row>
      <ButtonRow>
        <ActionLink to={`/migrate/v1/${exchange}`} data-testid="v1-migrate-link">
          {t('migrateV1.migrate')}
        </ActionLink>
        <ActionLink to={`/remove/v1/${exchange}`} $secondary data-testid="v1-remove-link">
          {t('migrateV1.remove')}
        </ActionLink>
      </ButtonRow>
    </Details>
  )
}
