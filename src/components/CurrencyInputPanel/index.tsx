// An amount field with its currency: label, 'Balance: x' with MAX, and a button that opens the currency dialog
// (loaded on first click, so the search code is not part of the first load).
import { memo, type ReactNode, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { NumericalInput } from '@/components/NumericalInput'
import { LazyCurrencySearchModal } from '@/components/SearchModal/lazy'
import { ChipButton, Row } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, type CurrencyAmount, currencySymbol } from '@/sdk'
import { formatAmount } from '@/utils/format/formatAmount'
import { shortenSymbol } from '@/utils/format/shortenSymbol'

import { BalanceButton, Container, CurrencyButton, LabelRow, Symbol, UsdSlot } from './styles'

export interface CurrencyInputPanelProps {
  /** The panel's data-testid (the UI contract: swap-input, swap-output, add-input-a...). */
  testId: string
  label: string
  value: string
  onUserInput: (value: string) => void
  onMax?: () => void
  showMaxButton: boolean
  currency?: Currency | null
  onCurrencySelect?: (currency: Currency) => void
  otherCurrency?: Currency | null
  disableCurrencySelect?: boolean
  /** The account's balance of `currency`; no line when undefined (no wallet or not loaded). */
  balance?: CurrencyAmount
  showCommonBases?: boolean
  /** A line under the amount: its USD value (components/UsdValue), loaded lazily by the page. */
  usdValue?: ReactNode
}

export const CurrencyInputPanel = memo(function CurrencyInputPanel({
  testId,
  label,
  value,
  onUserInput,
  onMax,
  showMaxButton,
  currency,
  onCurrencySelect,
  otherCurrency,
  disableCurrencySelect = false,
  balance,
  showCommonBases = true,
  usdValue,
}: CurrencyInputPanelProps) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const [isSearchOpen, setIsSearchOpen] = useState(false)
  const openSearch = useCallback(() => setIsSearchOpen(true), [])
  const closeSearch = useCallback(() => setIsSearchOpen(false), [])

  return (
    <Container data-testid={testId}>
      <LabelRow>
        <span>{label}</span>
        {balance && currency ? (
          <BalanceButton type="button" onClick={onMax} disabled={!onMax} data-testid="balance">
            {t('swap.balance', { balance: formatAmount(balance, 6) })}
          </BalanceButton>
        ) : null}
      </LabelRow>
      <Row>
        <NumericalInput
          value={value}
          onUserInput={onUserInput}
          aria-label={label}
          data-testid="amount-input"
          decimals={currency?.decimals}
        />
        {showMaxButton && onMax && currency ? (
          <ChipButton type="button" onClick={onMax}>
            {t('swap.max')}
          </ChipButton>
        ) : null}
        <CurrencyButton
          type="button"
          $selected={Boolean(currency)}
          disabled={disableCurrencySelect}
          onClick={openSearch}
          data-testid="currency-select"
        >
          {currency ? <CurrencyLogo currency={currency} size={24} /> : null}
          <Symbol>{currency ? shortenSymbol(currencySymbol(currency, chainId)) : t('swap.selectToken')}</Symbol>
          {disableCurrencySelect ? null : <span aria-hidden>▾</span>}
        </CurrencyButton>
      </Row>
      {usdValue && currency && value ? <UsdSlot>{usdValue}</UsdSlot> : null}
      {onCurrencySelect ? (
        <LazyCurrencySearchModal
          isOpen={isSearchOpen}
          onDismiss={closeSearch}
          onCurrencySelect={onCurrencySelect}
          selectedCurrency={currency ?? null}
          otherSelectedCurrency={otherCurrency ?? null}
          showCommonBases={showCommonBases}
        />
      ) : null}
    </Container>
  )
})
