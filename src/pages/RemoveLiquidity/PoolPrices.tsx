// The pair's prices both ways: '1 A = x B' and '1 B = y A', 6 significant digits.
import { useTranslation } from 'react-i18next'

import { PairRates } from '@/components/PairRates'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, currencySymbol, type Pair, type Token } from '@/sdk'
import { localizeDecimal } from '@/utils/format/localizeNumber'

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
  const rate = (base: Token, baseSymbol: string | undefined, quoteSymbol: string | undefined, testId: string) => ({
    text: t('removeLiquidity.pricePer', {
      base: baseSymbol,
      price: localizeDecimal(pair.priceOf(base).toSignificant(6)),
      quote: quoteSymbol,
    }),
    testId,
  })
  return (
    <PairRates
      label={t('removeLiquidity.price')}
      rates={[rate(tokenA, symbolA, symbolB, 'remove-price-a'), rate(tokenB, symbolB, symbolA, 'remove-price-b')]}
    />
  )
}
