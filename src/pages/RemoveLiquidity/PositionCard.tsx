// 'Your position' under the form: pool tokens in the wallet (4 significant digits), the pooled amount of each
// currency, the pool share (6 decimals) and the wallet's pool tokens' value in USD (blank while unpriced).
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { DetailRow, Label, OutlineCard, Value } from '@/components/ui'
import { LazyPositionUsd } from '@/components/UsdValue/LazyPositionUsd'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, currencySymbol, JSBI, type Pair, Percent, type TokenAmount } from '@/sdk'
import { formatAmount } from '@/utils/format/formatAmount'
import { localizePercent } from '@/utils/format/localizeNumber'
import { computePosition } from '@/utils/liquidity/position'

interface Props {
  pair: Pair | null | undefined
  currencyA: Currency
  currencyB: Currency
  userLiquidity: TokenAmount
  totalSupply: TokenAmount | undefined
  pooledA: TokenAmount | undefined
  pooledB: TokenAmount | undefined
}

export function PositionCard({ pair, currencyA, currencyB, userLiquidity, totalSupply, pooledA, pooledB }: Props) {
  const { t } = useTranslation()
  // Only the wallet's pool tokens: they are what this page can remove.
  const position = useMemo(
    () => (pair && totalSupply ? computePosition(pair, totalSupply.raw, userLiquidity.raw) : undefined),
    [pair, totalSupply, userLiquidity],
  )
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
      {position ? (
        <LazyPositionUsd position={position}>
          {(usd) => (
            <DetailRow>
              <Label>{t('pool.position.value')}</Label>
              <Value data-testid="remove-position-usd">{usd}</Value>
            </DetailRow>
          )}
        </LazyPositionUsd>
      ) : null}
    </OutlineCard>
  )
}
