// One of the finder's two token buttons: shows the chosen currency (or 'Select a Token') and opens the currency
// dialog, which is loaded on first click.
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { LazyCurrencySearchModal } from '@/components/SearchModal/lazy'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, currencySymbol } from '@/sdk'
import { shortenSymbol } from '@/utils/format/shortenSymbol'

import { SelectButton } from './styles'

interface CurrencySelectProps {
  /** The finder's first or second selector: its test id (find-currency-a/b) and label follow. */
  side: 'a' | 'b'
  currency: Currency | null
  otherCurrency: Currency | null
  onSelect: (currency: Currency) => void
}

export function CurrencySelect({ side, currency, otherCurrency, onSelect }: CurrencySelectProps) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const [isOpen, setIsOpen] = useState(false)
  const close = useCallback(() => setIsOpen(false), [])
  const label = t(side === 'a' ? 'poolFinder.firstToken' : 'poolFinder.secondToken')
  const text = currency ? shortenSymbol(currencySymbol(currency, chainId)) : t('poolFinder.selectToken')

  return (
    <>
      <SelectButton
        type="button"
        data-testid={`find-currency-${side}`}
        // The name holds the visible text too, so speech input can say what it sees (WCAG 2.5.3).
        aria-label={`${label}: ${text}`}
        onClick={() => setIsOpen(true)}
      >
        {currency ? <CurrencyLogo currency={currency} size={24} /> : null}
        <span>{text}</span>
        <span aria-hidden>▾</span>
      </SelectButton>
      <LazyCurrencySearchModal
        isOpen={isOpen}
        onDismiss={close}
        onCurrencySelect={onSelect}
        selectedCurrency={currency}
        otherSelectedCurrency={otherCurrency}
        showCommonBases
      />
    </>
  )
}
