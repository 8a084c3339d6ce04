// The price line: '{price} {quote} per {base}' with 6 significant digits and a button that inverts it.
import { memo } from 'react'
import { useTranslation } from 'react-i18next'

import { DetailRow, Label, Value } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { currencySymbol, type Price } from '@/sdk'
import { localizeDecimal } from '@/utils/format/localizeNumber'

import { IconButton } from './styles'

interface Props {
  price: Price
  showInverted: boolean
  setShowInverted: (inverted: boolean) => void
}

/** Memoised: a key typed into the swap form redraws the price only once its quote has followed. */
export const TradePrice = memo(function TradePrice({ price, showInverted, setShowInverted }: Props) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const shown = showInverted ? price.invert() : price
  const base = currencySymbol(shown.baseCurrency, chainId)
  const quote = currencySymbol(shown.quoteCurrency, chainId)
  return (
    <DetailRow>
      <Label>{t('swap.price')}</Label>
      <Value data-testid="trade-price">
        {t('swap.pricePer', { price: localizeDecimal(shown.toSignificant(6)), quote, base })}{' '}
        <IconButton type="button" onClick={() => setShowInverted(!showInverted)} aria-label={t('swap.invertPrice')}>
          ⇄
        </IconButton>
      </Value>
    </DetailRow>
  )
})
