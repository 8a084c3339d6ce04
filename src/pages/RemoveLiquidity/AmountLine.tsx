// One currency's payout on the page and in the dialog: the amount, then the currency's logo and symbol.
import { CurrencyLogo } from '@/components/CurrencyLogo'
import { DetailRow } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, currencySymbol } from '@/sdk'

import { AmountValue, CurrencyCell } from './styles'

interface Props {
  amount: string
  currency: Currency | null | undefined
  testId: string
}

export function AmountLine({ amount, currency, testId }: Props) {
  const chainId = useActiveChainId()
  return (
    <DetailRow>
      <AmountValue data-testid={testId}>{amount}</AmountValue>
      <CurrencyCell>
        <CurrencyLogo currency={currency} size={24} />
        {currencySymbol(currency, chainId)}
      </CurrencyCell>
    </DetailRow>
  )
}
