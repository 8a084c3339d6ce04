// One V1 position in the list: the token, the liquidity held, and links to migrate or remove it.
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { ButtonLink, ButtonRow, DetailRow, Label, OutlineCard, Value } from '@/components/ui'
import { Badge, Heading } from '@/components/v1/styles'
import { useActiveChainId } from '@/connection/useActiveChainId'
import type { V1Position } from '@/hooks/v1/v1Positions'
import { currencySymbol, ETHER } from '@/sdk'
import { localizeDecimal } from '@/utils/format/localizeNumber'

export function V1PositionCard({ position }: { position: V1Position }) {
  const { t } = useTranslation()
  const native = currencySymbol(ETHER, useActiveChainId())
  const { exchange, token, liquidity } = position
  return (
    <OutlineCard data-testid={`v1-position-${exchange}`}>
      <Heading>
        <CurrencyLogo currency={token} />
        <span>
          {token.symbol}/{native}
        </span>
        <Badge>V1</Badge>
      </Heading>
      <DetailRow>
        <Label>{t('migrateV1.liquidity')}</Label>
        <Value data-testid="v1-position-liquidity">{localizeDecimal(liquidity.toSignificant(6))}</Value>
      </DetailRow>
      <ButtonRow>
        <ButtonLink $variant="secondary" to={`/migrate/v1/${exchange}`} data-testid="v1-migrate-link">
          {t('migrateV1.migrate')}
        </ButtonLink>
        <ButtonLink $variant="outline" to={`/remove/v1/${exchange}`} data-testid="v1-remove-link">
          {t('migrateV1.remove')}
        </ButtonLink>
      </ButtonRow>
    </OutlineCard>
  )
}
