// One of the finder's two token buttons: shows the chosen currency (or 'Select a Token') and opens the currency
// dialog, which is loaded on first click.
import { lazy, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { OnceOpened } from '@/components/OnceOpened'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, currencySymbol } from '@/sdk'
import { shortenSymbol } from '@/utils/format/shortenSymbol'

import { SelectButton } from './styles'

const CurrencySearchModal = lazy(() => import('@/components/SearchModal'))

interface CurrencySelectProps {
  testId: string
  label: string
  currency: Currency | null
  otherCurrency: Currency | null
  onSelect: (currency: Currency) => void
}

export function CurrencySelect({ testId, label, currency, otherCurrency, onSelect }: CurrencySelectProps) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const [isOpen, setIsOpen] = useState(false)
  const close = useCallback(() => setIsOpen(false), [])

  return (
    <>
      <SelectButton type="button" data-testid={testId} aria-label={label} onClick={() => setIsOpen(true)}>
        {currency ? <CurrencyLogo currency={currency} size={24} /> : null}
        <span>{currency ? shortenSymbol(currencySymbol(currency, chainId)) : t('poolFinder.selectToken')}</span>
        <span aria-hidden>▾</span>
      </SelectButton>
      <OnceOpened isOpen={isOpen}>
        <CurrencySearchModal
          isOpen={isOpen}
          onDismiss={close}
          onCurrencySelect={onSelect}
          selectedCurrency={currency}
          otherSelectedCurrency={otherCurrency}
          showCommonBases
        />
      </OnceOpened>
    </>
  )
}
