// The migration of one V1 position: prices, the warning or first-provider card, the position, Approve and Migrate.
import { useTranslation } from 'react-i18next'

import { ApproveButton } from '@/components/ActionButtons'
import { WritePreview } from '@/components/transactions/WritePreview'
import { ButtonRow, DetailRow, ErrorText, Label, Note, OutlineCard, Paragraph, ToneCard, Value } from '@/components/ui'
import { V1Loading } from '@/components/v1/V1ExchangePage'
import { V1LiquidityInfo } from '@/components/v1/V1LiquidityInfo'
import { V1SendButton } from '@/components/v1/V1SendButton'
import { useActiveChainId } from '@/connection/useActiveChainId'
import type { V1ExchangeInfo } from '@/hooks/v1/v1Exchange'
import { currencySymbol, ETHER, type Token } from '@/sdk'
import { localizePercent } from '@/utils/format/localizeNumber'
import { formatBipsPercent } from '@/utils/v1/v1Liquidity'

import { PriceRows } from './PriceRows'
import { useV1Migration } from './useV1Migration'

export function V1Migration({ info }: { info: V1ExchangeInfo & { token: Token } }) {
  const { t } = useTranslation()
  const native = currencySymbol(ETHER, useActiveChainId())
  const { token, liquidity, reserves } = info
  const migration = useV1Migration(info)
  const symbols = { symbol: token.symbol, native }
  if (!migration.isSettled) return <V1Loading />

  return (
    <>
      <Paragraph>{t('migrateV1.intro')}</Paragraph>
      {migration.isLargeDifference && migration.differenceBips !== undefined ? (
        <ToneCard $tone="warning" role="alert" data-testid="v1-price-warning">
          <Paragraph>{t('migrateV1.priceWarning')}</Paragraph>
          <DetailRow>
            <Label>{t('migrateV1.priceDifference')}</Label>
            <Value data-testid="v1-price-difference">
              {localizePercent(formatBipsPercent(migration.differenceBips))}
            </Value>
          </DetailRow>
        </ToneCard>
      ) : null}
      {migration.isFirstProvider ? (
        <ToneCard $tone="error" data-testid="v1-first-provider">
          <Paragraph>{t('migrateV1.firstProvider')}</Paragraph>
        </ToneCard>
      ) : null}
      <OutlineCard>
        <PriceRows label={t('migrateV1.v1Price')} token={token} reserves={reserves} testId="v1-price" />
        <PriceRows label={t('migrateV1.v2Price')} token={token} reserves={migration.v2Reserves} testId="v2-price" />
      </OutlineCard>
      {liquidity ? (
        <V1LiquidityInfo
          token={token}
          liquidity={liquidity}
          tokenWorth={info.tokenWorth}
          nativeWorth={info.nativeWorth}
        />
      ) : null}
      <WritePreview buildCalls={migration.previewCalls} tokens={migration.previewTokens} />
      <ButtonRow>
        <ApproveButton
          label={migration.approve.label}
          disabled={migration.approve.disabled}
          amount={liquidity}
          onClick={migration.onApprove}
          testId="v1-approve"
        >
          {t(`migrateV1.button.${migration.approve.label}`)}
        </ApproveButton>
        <V1SendButton action="migrate" flow={migration} testId="v1-migrate" />
      </ButtonRow>
      {migration.error ? <ErrorText role="alert">{migration.error}</ErrorText> : null}
      <Note>{t('migrateV1.outcome', symbols)}</Note>
    </>
  )
}
