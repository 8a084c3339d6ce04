// The row of common base currencies above the search results: the native coin and the chain's bases.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { MutedText } from '@/components/ui'
import { type Currency, currencyEquals, ETHER, type Token } from '@/sdk'

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`

const Base = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: none;
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-weight: 500;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.surfaceHover};
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`

interface Props {
  bases: readonly Token[]
  nativeSymbol: string
  selectedCurrency?: Currency | null
  onSelect: (currency: Currency) => void
}

export function CommonBases({ bases, nativeSymbol, selectedCurrency, onSelect }: Props) {
  const { t } = useTranslation()
  const items: Currency[] = [ETHER, ...bases]
  return (
    <div>
      <MutedText>{t('search.commonBases')}</MutedText>
      <Wrap style={{ marginTop: 8 }}>
        {items.map((currency) => {
          const isNative = currency === ETHER
          const key = isNative ? 'NATIVE' : (currency as Token).address
          return (
            <Base
              key={key}
              type="button"
              data-testid={`common-base-${key}`}
              disabled={Boolean(selectedCurrency && currencyEquals(selectedCurrency, currency))}
              onClick={() => onSelect(currency)}
            >
              <CurrencyLogo currency={currency} size={20} />
              {isNative ? nativeSymbol : currency.symbol}
            </Base>
          )
        })}
      </Wrap>
    </div>
  )
}
