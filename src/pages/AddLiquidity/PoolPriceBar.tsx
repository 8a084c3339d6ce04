// Prices both ways (6 significant digits) and the share of the pool the deposit gives; initial prices for a new pool.
import { useTranslation } from 'react-i18next'

import type { Percent, Price } from '@/sdk'
import { formatPrice } from '@/utils/format/formatAmount'
import { localizePercent } from '@/utils/format/localizeNumber'
import { formatPoolShare } from '@/utils/liquidity/liquidity'

import { PriceCard, PriceGrid, PriceHeading } from './styles'

interface Props {
  symbolA: string | undefined
  symbolB: string | undefined
  price: Price | undefined
  poolTokenPercentage: Percent | undefined
  noLiquidity: boolean
}

export function PoolPriceBar({ symbolA, symbolB, price, poolTokenPercentage, noLiquidity }: Props) {
  const { t } = useTranslation()
  return (
    <PriceCard data-testid="add-price-panel" aria-labelledby="add-price-heading">
      <PriceHeading id="add-price-heading">
        {noLiquidity ? t('addLiquidity.initialPrices') : t('addLiquidity.prices')}
      </PriceHeading>
      <PriceGrid>
        <div>
          <dt>{t('addLiquidity.per', { quote: symbolB, base: symbolA })}</dt>
          <dd data-testid="add-price-b-per-a">{formatPrice(price) || '-'}</dd>
        </div>
        <div>
          <dt>{t('addLiquidity.per', { quote: symbolA, base: symbolB })}</dt>
          <dd data-testid="add-price-a-per-b">{formatPrice(price?.invert()) || '-'}</dd>
        </div>
        <div>
          <dt>{t('addLiquidity.shareOfPool')}</dt>
          <dd data-testid="add-pool-share">
            {localizePercent(
              formatPoolShare(noLiquidity && !price ? undefined : poolTokenPercentage, noLiquidity && Boolean(price)),
            )}
          </dd>
        </div>
      </PriceGrid>
    </PriceCard>
  )
}
