// One currency's payout on the page and in the dialog: the amount (with its USD value on the page), then the
// currency's logo and symbol.
import type { ReactNode } from 'react'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { DetailRow } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, currencySymbol } from '@/sdk'

import { AmountCell, AmountValue, CurrencyCell } from './styles'

interface Props {
  amount: string
  currency: Currency | null | undefined
  testId: string
  /** A line under the amount: its USD value (components/UsdValue). */
  usdValue?: ReactNode
}

export function AmountLine({ amount, currency, testId, usdValue }: Props) {
  const chainId = useActiveChainId()
  return (
    <DetailRow>
      <AmountCell>
        <AmountValue data-testid={testId}>{amount}</AmountValue>
        {usdValue}
      </AmountCell>
      <CurrencyCell>
        <CurrencyLogo currency={currency} size={24} />
        {currencySymbol(currency, chainId)}
      </CurrencyCell>
    </DetailRow>
  )
}
