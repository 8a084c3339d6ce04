// 'Your position' under the form: pool tokens in the wallet (4 significant digits), the pooled amount of each
// currency and the pool share (6 decimals).
import { useTranslation } from 'react-i18next'

import { DetailRow, Label, OutlineCard, Value } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, currencySymbol, JSBI, Percent, type TokenAmount } from '@/sdk'
import { formatAmount } from '@/utils/format/formatAmount'
import { localizePercent } from '@/utils/format/localizeNumber'

interface Props {
  currencyA: Currency
  currencyB: Currency
  userLiquidity: TokenAmount
  totalSupply: TokenAmount | undefined
  pooledA: TokenAmount | undefined
  pooledB: TokenAmount | undefined
}

export function PositionCard({ currencyA, currencyB, userLiquidity, totalSupply, pooledA, pooledB }: Props) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const symbolA = currencySymbol(currencyA, chainId)
  const symbolB = currencySymbol(currencyB, chainId)
  const share =
    totalSupply && JSBI.greaterThan(totalSupply.raw, JSBI.BigInt(0))
      ? new Percent(userLiquidity.raw, totalSupply.raw)
      : undefined
  return (
    <OutlineCard aria-labelledby="remove-position-title" data-testid="remove-position">
      <Label id="remove-position-title">{t('removeLiquidity.position.title')}</Label>
      <DetailRow>
        <Label>{t('removeLiquidity.lpSymbol', { a: symbolA, b: symbolB })}</Label>
        <Value data-testid="remove-position-tokens">{formatAmount(userLiquidity, 4) || '0'}</Value>
      </DetailRow>
      <DetailRow>
        <Label>{t('removeLiquidity.position.pooled', { symbol: symbolA })}</Label>
        <Value>{pooledA ? formatAmount(pooledA, 6) || '0' : '-'}</Value>
      </DetailRow>
      <DetailRow>
        <Label>{t('removeLiquidity.position.pooled', { symbol: symbolB })}</Label>
        <Value>{pooledB ? formatAmount(pooledB, 6) || '0' : '-'}</Value>
      </DetailRow>
      <DetailRow>
        <Label>{t('removeLiquidity.position.share')}</Label>
        <Value>{share ? localizePercent(share.toFixed(6)) : '-'}</Value>
      </DetailRow>
    </OutlineCard>
  )
}
