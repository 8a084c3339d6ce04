// The pair's prices both ways: '1 A = x B' and '1 B = y A', 6 significant digits.
import { useTranslation } from 'react-i18next'

import { DetailRow, Label, Value } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, currencySymbol, type Pair, type Token } from '@/sdk'

interface Props {
  pair: Pair
  tokenA: Token
  tokenB: Token
  currencyA: Currency
  currencyB: Currency
}

export function PoolPrices({ pair, tokenA, tokenB, currencyA, currencyB }: Props) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const symbolA = currencySymbol(currencyA, chainId)
  const symbolB = currencySymbol(currencyB, chainId)
  return (
    <>
      <DetailRow>
        <Label>{t('removeLiquidity.price')}</Label>
        <Value data-testid="remove-price-a">
          {t('removeLiquidity.pricePer', {
            base: symbolA,
            price: pair.priceOf(tokenA).toSignificant(6),
            quote: symbolB,
          })}
        </Value>
      </DetailRow>
      <DetailRow>
        <span />
        <Value data-testid="remove-price-b">
          {t('removeLiquidity.pricePer', {
            base: symbolB,
            price: pair.priceOf(tokenB).toSignificant(6),
            quote: symbolA,
          })}
        </Value>
      </DetailRow>
    </>
  )
}
