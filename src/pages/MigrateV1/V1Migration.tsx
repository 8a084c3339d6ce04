// The migration of one V1 position: prices, the warning or first-provider card, the position, Approve and Migrate.
import { useTranslation } from 'react-i18next'

import { useActiveChainId } from '@/connection/useActiveChainId'
import type { V1ExchangeInfo } from '@/hooks/v1Exchange'
import { currencySymbol, ETHER, type Token } from '@/sdk'
import { formatBipsPercent } from '@/utils/v1Liquidity'

import { PriceRows } from './PriceRows'
import { ButtonRow, Details, ErrorText, Label, MainButton, Note, Row, Text, ToneCard, Value } from './styles'
import { useV1Migration } from './useV1Migration'
import { V1LiquidityInfo } from './V1LiquidityInfo'

export function V1Migration({ info }: { info: V1ExchangeInfo & { token: Token } }) {
  const { t } = useTranslation()
  const native = currencySymbol(ETHER, useActiveChainId())
  const { token, liquidity, reserves } = info
  const migration = useV1Migration(info)
  const symbols = { symbol: token.symbol, native }

  return (
    <>
      <Text>{t('migrateV1.intro')}</Text>
      {migration.isLargeDifference && migration.differenceBips !== undefined ? (
        <ToneCard $tone="warning" role="alert" data-testid="v1-price-warning">
          <Text>{t('migrateV1.priceWarning')}</Text>
          <Row>
            <Label>{t('migrateV1.priceDifference')}</Label>
            <Value data-testid="v1-price-difference">{formatBipsPercent(migration.differenceBips)}%</Value>
          </Row>
        </ToneCard>
      ) : null}
      {migration.isFirstProvider ? (
        <ToneCard $tone="error" data-testid="v1-first-provider">
          <Text>{t('migrateV1.firstProvider')}</Text>
        </ToneCard>
      ) : null}
      <Details>
        <PriceRows label={t('migrateV1.v1Price')} token={token} reserves={reserves} testId="v1-price" />
        <PriceRows label={t('migrateV1.v2Price')} token={token} reserves={migration.v2Reserves} testId="v2-price" />
      </Details>
      {liquidity ? (
        <V1LiquidityInfo
          token={token}
          liquidity={liquidity}
          tokenWorth={info.tokenWorth}
          nativeWorth={info.nativeWorth}
        />
      ) : null}
      <ButtonRow>
        <MainButton
          type="button"
          disabled={migration.approve.disabled}
          $confirmed={migration.approve.label === 'approved'}
          onClick={migration.onApprove}
          data-testid="v1-approve"
        >
          {t(`migrateV1.button.${migration.approve.label}`)}
        </MainButton>
        <MainButton
          type="button"
          disabled={migration.stage.disabled}
          $confirmed={migration.stage.label === 'success'}
          onClick={migration.onSend}
          data-testid="v1-migrate"
        >
          {t(`migrateV1.button.migrate.${migration.stage.label}`)}
        </MainButton>
      </ButtonRow>
      {migration.error ? <ErrorText role="alert">{migration.error}</ErrorText> : null}
      <Note>{t('migrateV1.outcome', symbols)}</Note>
    </>
  )
}
